/**
 * A small model of a Foundry v13 world's server and its connected clients, for tests that run a flow as a player and as
 * a GM. Every fake document's create/update/delete asks `server.write`, which applies the permission rules
 * (server-rules.ts): a write the server would refuse rejects with a `ServerRefusal` and is recorded, so a test ends
 * with `server.expectNoRefusals()` and any refused write fails it.
 *
 * Clients: one JavaScript thread plays every connected user. Code runs "on a client" inside `server.onClient(user,
 * fn)`; the user travels with the async chain (AsyncLocalStorage), so `game.user` is right in every continuation of
 * that chain, however the work interleaves. A query to another user runs its `CONFIG.queries` handler on that user's
 * client; a document event (hooks, `_onUpdate`…) is delivered once to every connected client.
 *
 * Sources: `Hooks` (https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html: `call` stops at a listener
 * returning false, `callAll` calls every one; hooks are never awaited,
 * https://foundryvtt.com/api/v13/modules/hookEvents.html); `User#query` and `CONFIG.queries`
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.User.html,
 * https://foundryvtt.com/api/v13/variables/CONFIG.queries.html; the payload crosses the socket as JSON, and Draw Steel
 * 0.11.1's `helpers/sockets.mjs` is the worked example of a GM query); `Users#activeGM`
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Users.html: one active gamemaster, a
 * non-assistant if possible — which one among several is not documented: the stage takes the lowest id); `User#isSelf`
 * and the user's flags (https://foundryvtt.com/api/v13/classes/foundry.documents.User.html). A document's change
 * reaches every connected client's `_onUpdate` and `update…` hooks
 * (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html: "fires for all connected clients after the
 * update has been processed").
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createRefusal, deleteRefusal, isGM, ROLES, updateRefusal, userCan, type CreationData, type GuardedDocument } from "./server-rules.ts";
import { coreDeletion, storedValue, updateStep } from "./update-operators.ts";

export { mayCreate, mayDelete, mayUpdate, OWNERSHIP, ownershipLevel, ROLES } from "./server-rules.ts";

/** A write the server refused. */
export interface Refusal {
  userId: string;
  action: "create" | "update" | "delete";
  document: string;
  reason: string;
}

/** The error a write made to fail (`failNextWrite`) rejects with: not a refusal, a write that did not happen. */
export class StageWriteFailure extends Error {
  constructor(readonly document: string) {
    super(`stage: the write of ${document} failed (made to fail once by the test)`);
    this.name = "StageWriteFailure";
  }
}

/** The error a refused write rejects with. */
export class ServerRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(`The server refused ${refusal.userId}'s ${refusal.action} of ${refusal.document}: ${refusal.reason}`);
    this.name = "ServerRefusal";
  }
}

type Callback = (...args: unknown[]) => unknown;

/** `Hooks` as the system calls it: `on`/`once`/`off`, `call` (stops at `false`) and `callAll`. */
export class StageHooks {
  private readonly listeners = new Map<string, { fn: Callback; once: boolean; id: number }[]>();
  private nextId = 1;

  on(hook: string, fn: Callback): number {
    const id = this.nextId++;
    this.listeners.set(hook, [...(this.listeners.get(hook) ?? []), { fn, once: false, id }]);
    return id;
  }
  once(hook: string, fn: Callback): number {
    const id = this.on(hook, fn);
    this.listeners.get(hook)!.at(-1)!.once = true;
    return id;
  }
  off(hook: string, fnOrId: Callback | number): void {
    this.listeners.set(hook, (this.listeners.get(hook) ?? []).filter((l) => l.fn !== fnOrId && l.id !== fnOrId));
  }
  call(hook: string, ...args: unknown[]): boolean {
    for (const l of [...(this.listeners.get(hook) ?? [])]) {
      if (l.once) this.off(hook, l.id);
      if (l.fn(...args) === false) return false;
    }
    return true;
  }
  callAll(hook: string, ...args: unknown[]): true {
    for (const l of [...(this.listeners.get(hook) ?? [])]) {
      if (l.once) this.off(hook, l.id);
      l.fn(...args);
    }
    return true;
  }
}

/** A connected (or not) user: the User document's fields the system reads, its flags written through the server. */
export class StageUser implements GuardedDocument {
  readonly documentName = "User";
  flags: Record<string, Record<string, unknown>> = {};
  character: GuardedDocument | null = null;
  targets = new Set<unknown>();
  /** `User#color`, a Color: the stage reads only its CSS string. */
  readonly color = { css: "#3a6ea5" };

  constructor(private readonly server: StageServer, readonly id: string, public name: string, public role: number, public active = true) {}

  get uuid(): string {
    return `User.${this.id}`;
  }
  get isGM(): boolean {
    return isGM(this);
  }
  /** `User#can`: the permissions the stage models, at their default roles (server-rules.ts). */
  can(permission: string): boolean {
    return userCan(this, permission);
  }
  /** Is this the user of the client the current code runs on? */
  get isSelf(): boolean {
    return this.server.clientUser === this;
  }
  get isActiveGM(): boolean {
    return this.server.users.activeGM === this;
  }
  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  async unsetFlag(scope: string, key: string): Promise<this> {
    return this.update(coreDeletion(`flags.${scope}.${key}`));
  }
  /** Writes own fields through the server (flags by dotted key; a deletion in the version's form deletes). */
  async update(changes: Record<string, unknown>): Promise<this> {
    this.server.guardUpdate(this, changes);
    for (const [key, value] of Object.entries(changes)) setPath(this as unknown as Record<string, unknown>, key, value);
    return this;
  }
  /** `User#query`: runs the named handler on this user's client; rejects when this user is not connected. */
  async query(name: string, data: unknown, _options: { timeout?: number } = {}): Promise<unknown> {
    return this.server.deliverQuery(this, name, data);
  }
}

/**
 * `game.users`: a collection of StageUsers with the active GM: a connected gamemaster, an assistant only when no
 * gamemaster is connected (the `Users#activeGM` page: "non-assistant if possible"), the lowest id among several.
 */
export class StageUsers extends Map<string, StageUser> {
  get contents(): StageUser[] {
    return [...this.values()];
  }
  get activeGM(): StageUser | null {
    const connected = this.contents.filter((u) => u.isGM && u.active).sort((a, b) => b.role - a.role || a.id.localeCompare(b.id));
    return connected[0] ?? null;
  }
  get players(): StageUser[] {
    return this.contents.filter((u) => !u.isGM);
  }
}

/**
 * Sets `value` at a dotted `path` of `target` (replacing what was there), reading the last key as the run's version
 * does: v13's `-=key` deletes and `==key` replaces (deprecated on v14), v14's `_del` / `_replace(value)` do the same
 * (update-operators.ts).
 */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  const at = parentAt(target, parts.slice(0, -1));
  const step = updateStep(parts.at(-1)!, value);
  if (step.kind === "delete") delete at[step.key];
  else at[step.key] = storedValue(step.value);
}

/** `value` at a dotted `path` of an update being built, keys kept as written (core's `expandObject`). */
export function nestPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  parentAt(target, parts.slice(0, -1))[parts.at(-1)!] = value;
}

/** The object at `parts` of `target`, made where missing. */
function parentAt(target: Record<string, unknown>, parts: string[]): Record<string, unknown> {
  let at = target;
  for (const part of parts) {
    if (typeof at[part] !== "object" || at[part] === null) at[part] = {};
    at = at[part] as Record<string, unknown>;
  }
  return at;
}

/** The server and its clients (see the module comment). */
export class StageServer {
  readonly users = new StageUsers();
  readonly hooks = new StageHooks();
  readonly refusals: Refusal[] = [];
  /** Query handlers by name (the stage's `CONFIG.queries`). */
  queries: Record<string, (data: unknown, context: { user: StageUser }) => unknown> = {};
  private readonly client = new AsyncLocalStorage<StageUser>();
  /** The user the test acts as, outside any `onClient` call. */
  private main: StageUser | null = null;
  /** Documents (`"<documentName> <id>"`) whose next update or deletion fails once. */
  private readonly failing = new Set<string>();

  /**
   * The next update or deletion of `doc`, by anyone, fails once as a lost connection or a failed database write does:
   * it rejects with a `StageWriteFailure`, changes nothing and delivers no event. Not recorded as a refusal.
   */
  failNextWrite(doc: { documentName: string; id?: string | null }): void {
    this.failing.add(`${doc.documentName} ${doc.id ?? ""}`);
  }

  /** Forgets writes made to fail and not yet attempted. */
  clearFailures(): void {
    this.failing.clear();
  }

  addUser(id: string, name: string, role: number = ROLES.PLAYER): StageUser {
    const user = new StageUser(this, id, name, role);
    this.users.set(id, user);
    return user;
  }

  /** The test acts as `user` from now on (its client is "this" one). */
  actAs(user: StageUser): void {
    this.main = user;
  }

  /** The user whose client the current code runs on. */
  get clientUser(): StageUser {
    const user = this.client.getStore() ?? this.main;
    if (!user) throw new Error("stage: no user acts yet (call server.actAs)");
    return user;
  }

  /** Runs `fn` on `user`'s client; every continuation of its async chain stays there. */
  onClient<T>(user: StageUser, fn: () => T): T {
    return this.client.run(user, fn);
  }

  /** Delivers an event to every connected client (`fn` gets the client's user). */
  broadcast(fn: (user: StageUser) => void): void {
    for (const user of this.users.contents.filter((u) => u.active)) this.onClient(user, () => fn(user));
  }

  async deliverQuery(to: StageUser, name: string, data: unknown): Promise<unknown> {
    const sender = this.clientUser;
    if (!to.active) throw new Error(`stage: ${to.name} is not connected; the query ${name} cannot be delivered`);
    const handler = this.queries[name];
    if (!handler) throw new Error(`stage: no handler for the query ${name}`);
    // The wire carries JSON: the handler never sees the sender's objects.
    const payload: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
    const answer = await this.onClient(to, async () => handler(payload, { user: sender }));
    return answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
  }

  guardCreate(documentName: string, data: CreationData, parent: GuardedDocument | null = null): void {
    this.check("create", parent ? `${documentName} in ${parent.documentName} ${parent.id ?? ""}` : documentName, createRefusal(this.clientUser, documentName, data, parent));
  }
  guardUpdate(doc: GuardedDocument, changes: object): void {
    this.failIfAsked(doc);
    this.check("update", `${doc.documentName} ${doc.id ?? ""}`, updateRefusal(this.clientUser, doc, changes));
  }
  /** A write of a world setting (`key`): only a GM's (core keeps world settings GM-writable). */
  guardWorldSetting(key: string): void {
    this.check("update", `Setting ${key}`, isGM(this.clientUser) ? null : "only a GM may write a world setting");
  }
  guardDelete(doc: GuardedDocument): void {
    this.failIfAsked(doc);
    this.check("delete", `${doc.documentName} ${doc.id ?? ""}`, deleteRefusal(this.clientUser, doc));
  }

  private failIfAsked(doc: GuardedDocument): void {
    const key = `${doc.documentName} ${doc.id ?? ""}`;
    if (this.failing.delete(key)) throw new StageWriteFailure(key);
  }

  private check(action: Refusal["action"], document: string, reason: string | null): void {
    if (reason === null) return;
    const refusal = { userId: this.clientUser.id, action, document, reason };
    this.refusals.push(refusal);
    throw new ServerRefusal(refusal);
  }

  /** Returns the refusals recorded so far and forgets them (a test that expects a refusal takes it). */
  takeRefusals(): Refusal[] {
    return this.refusals.splice(0);
  }

  /** Throws when any write was refused: the flow did something the server would not allow. */
  expectNoRefusals(): void {
    const refused = this.takeRefusals();
    if (refused.length) throw new Error(`the server refused ${refused.length} write(s):\n${refused.map((r) => new ServerRefusal(r).message).join("\n")}`);
  }
}

/** Waits until the work the last events started in the background (hooks on other clients) has run. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** The roles a flow is run as. */
export type Seat = "gm" | "player";

/** `describe.each` rows for running a flow once per seat, e.g. `describe.each(seats(["gm", "player"]))("as %s", …)`. */
export const seats = (list: readonly Seat[] = ["gm", "player"]): Seat[] => [...list];
