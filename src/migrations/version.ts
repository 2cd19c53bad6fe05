/** Bump with every migration that changes stored data. */
export const CURRENT_SCHEMA_VERSION = 3;
