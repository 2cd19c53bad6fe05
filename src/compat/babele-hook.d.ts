/** Babele's own hook, added to fvtt-types' hook list so `Hooks.once("babele.init", …)` is typed (./babele.ts). */
declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      "babele.init": (babele: import("./babele.ts").BabeleApi) => void;
    }
  }
}
export {};
