/**
 * What Foundry v14 adds that the system uses, declared locally: no v14 build of the types package is published, so
 * the project keeps the 13.346 types and declares each v14 addition here, naming the public page it follows. Only the
 * version seam (src/core/version/) reaches these; every declaration is optional where v13 lacks it.
 */
export {};
