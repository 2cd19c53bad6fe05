/**
 * What Foundry v14 adds that the system uses, declared locally: no v14 build of the types package is published, so
 * the project keeps the 13.346 types and declares each v14 addition here, naming the public page it follows. Only the
 * version seam (src/core/version/) reaches these; every declaration is optional where v13 lacks it.
 */
export {};

/*
 * Scene levels (v14; 14.353 release notes). A scene stacks Level documents, each an elevation range in grid units,
 * and each token stands on one of them.
 */

/** A Level's data: API v14 `foundry.documents.types.LevelData` (`elevation: {bottom, top}`, in grid units). */
export interface V14LevelData {
  _id: string;
  name: string;
  elevation: { bottom: number; top: number };
}

/**
 * A scene with levels: Level is an embedded document of Scene (API v14 `foundry.documents.BaseLevel`, created with
 * `scene.createEmbeddedDocuments("Level", …)`), read with `Scene#getEmbeddedDocument` (API v14 `Scene`).
 */
export interface V14LevelledScene {
  getEmbeddedDocument(embeddedName: "Level", id: string, options?: { strict?: boolean }): V14LevelData | undefined;
}

/** A token's level: API v14 `foundry.documents.types.TokenData#level`, the id of the Level it stands on. */
export interface V14TokenLevel {
  level?: string;
}
