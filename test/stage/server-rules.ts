/**
 * What Foundry v13's server lets a user write, as pure rules over plain shapes (no globals), so every fake document of
 * the test stage can ask the same question: may this user create, update or delete this document? A GM may write
 * anything; a player's rights come from ownership levels (`ownership.default` and per-user ids), from the parent actor
 * for embedded items and effects, from the actor for a combatant, from authorship for a chat message, and from identity
 * (and a short list of fields) for a User document. Each check returns the reason of a refusal, or null.
 *
 * Sources (public pages only):
 * - roles and ownership levels: the knowledge-base article "Users and Permissions"
 *   (https://foundryvtt.com/article/users/) and the constants it links,
 *   https://foundryvtt.com/api/v13/variables/CONST.USER_ROLES.html and
 *   https://foundryvtt.com/api/v13/variables/CONST.DOCUMENT_OWNERSHIP_LEVELS.html; `User#isGM` is an assistant or a
 *   gamemaster (https://foundryvtt.com/api/v13/classes/foundry.documents.User.html);
 * - a document's level for a user: its `ownership` (per user id, else `default`), read by `Document#testUserPermission`
 *   and `getUserLevel` (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html); an embedded item or
 *   effect is its actor's to edit (every v13 system lets an actor's owner write its items: dnd5e 5.3
 *   `base-actor-sheet.mjs` `_onDropItem` checks the actor's `isOwner`);
 * - a chat message is its author's (and a GM's) to change or delete: "Chat Messages"
 *   (https://foundryvtt.com/article/chat/) and
 *   https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html (`author`, `canUserModify`);
 * - the Combat document (round and turn) is the GM's, a combatant its actor owner's: "Combat Encounters"
 *   (https://foundryvtt.com/article/combat/) and the Draw Steel maintainers on routing writes through the GM
 *   (https://github.com/MetaMorphic-Digital/draw-steel/issues/1004);
 * - the fields of their own User a player may change: the fields of
 *   https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.UserData.html a player edits in the User
 *   Configuration (name, avatar, colour, pronouns, hotbar, character) plus flags; `role` is the GM's ("Users and
 *   Permissions").
 *
 * Where it differs: assistants count as GMs here; the article says they may not change world settings (the stage seats
 * no assistant). Creation rights beyond these cases (a player's world documents, `CREATE_ACTOR` permissions) are
 * refused.
 */

/** Document ownership levels (CONST.DOCUMENT_OWNERSHIP_LEVELS). */
export const OWNERSHIP = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
/** User roles (CONST.USER_ROLES); `isGM` is ASSISTANT or higher. */
export const ROLES = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

/** The user asking for a write. */
export interface Requester {
  readonly id: string;
  readonly role: number;
}

/** The parts of a document the rules read. */
export interface GuardedDocument {
  readonly documentName: string;
  readonly id?: string | null;
  readonly ownership?: Readonly<Record<string, number>>;
  /** The document this one is embedded in (an actor's item or effect, an item's effect). */
  readonly parent?: GuardedDocument | null;
  /** A chat message's author (a User, or its id). */
  readonly author?: { readonly id: string } | string | null;
  /** A combatant's actor. */
  readonly actor?: GuardedDocument | null;
}

/** Creation data the rules read. */
export interface CreationData {
  author?: unknown;
  user?: unknown;
  /** A Region's behaviors (only a GM may create a Region with any). */
  behaviors?: unknown;
}

/**
 * The default role of the permissions the stage knows (CONST.USER_PERMISSIONS, the "Users and Permissions" article):
 * placing a measured template (v13) or a Region (v14, foundryvtt#13270) is the Player role's.
 */
export const DEFAULT_PERMISSION_ROLES: Readonly<Record<string, number>> = { TEMPLATE_CREATE: 1, REGION_CREATE: 1 };

/** `User#can(permission)` with the default roles; a permission the stage does not model throws. */
export function userCan(user: Requester, permission: string): boolean {
  const role = DEFAULT_PERMISSION_ROLES[permission];
  if (role === undefined) throw new Error(`stage: permission ${permission} is not modelled`);
  return isGM(user) || user.role >= role;
}

export const isGM = (user: Requester): boolean => user.role >= ROLES.ASSISTANT;

/** Fields of its own User document a player may change (others, `role` first of all, are the GM's). */
export const PLAYER_USER_FIELDS: ReadonlySet<string> = new Set(["name", "avatar", "color", "pronouns", "hotbar", "character", "flags"]);

/** Embedded documents whose rights are their parent's. */
const INHERITS_FROM_PARENT = new Set(["Item", "ActiveEffect"]);

const authorIdOf = (doc: GuardedDocument): string | null =>
  typeof doc.author === "string" ? doc.author : (doc.author?.id ?? null);

/** The user's ownership level of `doc`. */
export function ownershipLevel(user: Requester, doc: GuardedDocument | null | undefined): number {
  if (!doc) return OWNERSHIP.NONE;
  if (isGM(user)) return OWNERSHIP.OWNER;
  if (INHERITS_FROM_PARENT.has(doc.documentName) && doc.parent) return ownershipLevel(user, doc.parent);
  switch (doc.documentName) {
    case "Combatant":
      return ownershipLevel(user, doc.actor);
    case "ChatMessage":
      return authorIdOf(doc) === user.id ? OWNERSHIP.OWNER : OWNERSHIP.OBSERVER;
    case "User":
      return doc.id === user.id ? OWNERSHIP.OWNER : OWNERSHIP.LIMITED;
    case "Combat":
      return OWNERSHIP.OBSERVER;
    default:
      return doc.ownership?.[user.id] ?? doc.ownership?.default ?? OWNERSHIP.NONE;
  }
}

/** The top-level field names an update touches (`"flags.x.y"` and `{flags: {...}}` both touch `flags`). */
export function touchedFields(changes: object): string[] {
  return [...new Set(Object.keys(changes).filter((k) => k !== "_id").map((k) => k.split(".")[0]!.replace(/^-=/, "")))];
}

/** Why `user` may not update `doc` with `changes`, or null when the server accepts it. */
export function updateRefusal(user: Requester, doc: GuardedDocument, changes: object = {}): string | null {
  if (isGM(user)) return null;
  if (doc.documentName === "User") {
    if (doc.id !== user.id) return "a player may not update another user's User document";
    const forbidden = touchedFields(changes).filter((f) => !PLAYER_USER_FIELDS.has(f));
    return forbidden.length ? `a player may not change ${forbidden.join(", ")} of their User document` : null;
  }
  if (doc.documentName === "Combat") return "only a GM may update a Combat (its turn and round)";
  if (doc.documentName === "ChatMessage") return authorIdOf(doc) === user.id ? null : "only its author or a GM may update a chat message";
  return ownershipLevel(user, doc) >= OWNERSHIP.OWNER ? null : `${doc.documentName} ${doc.id ?? ""}: the user is not its owner`;
}

/** Why `user` may not delete `doc`, or null. */
export function deleteRefusal(user: Requester, doc: GuardedDocument): string | null {
  if (isGM(user)) return null;
  if (doc.documentName === "User" || doc.documentName === "Combat") return `only a GM may delete a ${doc.documentName}`;
  if (doc.documentName === "ChatMessage") return authorIdOf(doc) === user.id ? null : "only its author or a GM may delete a chat message";
  return ownershipLevel(user, doc) >= OWNERSHIP.OWNER ? null : `${doc.documentName} ${doc.id ?? ""}: the user is not its owner`;
}

/** Why `user` may not create a `documentName` with `data` (embedded in `parent`), or null. */
export function createRefusal(user: Requester, documentName: string, data: CreationData = {}, parent: GuardedDocument | null = null): string | null {
  if (isGM(user)) return null;
  if (documentName === "ChatMessage") {
    const author = data.author ?? data.user;
    return author === undefined || author === null || author === user.id ? null : "a chat message may only be created as its own author";
  }
  if (documentName === "Combatant") return null; // its actor's ownership is checked by the combat stage
  if (documentName === "MeasuredTemplate") {
    if (!userCan(user, "TEMPLATE_CREATE")) return "the user may not create measured templates";
    return data.author === undefined || data.author === user.id ? null : "a template may only be created as its own author";
  }
  if (documentName === "Region") {
    if (!userCan(user, "REGION_CREATE")) return "the user may not create regions";
    return Array.isArray(data.behaviors) && data.behaviors.length > 0 ? "only a GM may create a region with behaviors" : null;
  }
  if (parent) return ownershipLevel(user, parent) >= OWNERSHIP.OWNER ? null : `${documentName} in ${parent.documentName} ${parent.id ?? ""}: the user does not own the parent`;
  return `a player may not create a world ${documentName}`;
}

/** May `user` update `doc` (with `changes`)? */
export const mayUpdate = (user: Requester, doc: GuardedDocument, changes: object = {}): boolean => updateRefusal(user, doc, changes) === null;
/** May `user` delete `doc`? */
export const mayDelete = (user: Requester, doc: GuardedDocument): boolean => deleteRefusal(user, doc) === null;
/** May `user` create a `documentName` with `data` inside `parent`? */
export const mayCreate = (user: Requester, documentName: string, data: CreationData = {}, parent: GuardedDocument | null = null): boolean =>
  createRefusal(user, documentName, data, parent) === null;
