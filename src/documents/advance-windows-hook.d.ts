/** The system's hook after the advancement windows changed (./advance-windows.ts), added to fvtt-types' hook list. */
declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** The actor ids whose advancement window opened or closed. */
      "meshal-lite.advanceWindows": (actorIds: string[]) => void;
    }
  }
}
export {};
