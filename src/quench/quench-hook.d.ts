/** Quench's own hook, added to fvtt-types' hook list so `Hooks.once("quenchReady", …)` is typed (./register.ts). */
declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      quenchReady: (quench: import("./types.ts").Quench) => void;
    }
  }
}
export {};
