// The parts of @foundryvtt/foundryvtt-cli (ships no types) that the pack tests use.
declare module "@foundryvtt/foundryvtt-cli" {
  interface PackOptions {
    yaml?: boolean;
    log?: boolean;
    recursive?: boolean;
    nedb?: boolean;
  }
  export function compilePack(src: string, dest: string, options?: PackOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: PackOptions): Promise<void>;
}
