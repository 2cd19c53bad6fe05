/**
 * A stand-in for Foundry's `Roll` on the flow stage: `Nd6` and `Nd6p` formulas with faces the test queues (a face of
 * 2 when none is queued), the constructor core rebuilds rolls with (`formula, data, options`), `toJSON`/`fromData` by
 * class name through `CONFIG.Dice.rolls`, `toMessage`, which posts the roll as the current user's message as core
 * does, and `render`, which renders `CHAT_TEMPLATE` with `_prepareChatRenderContext`'s data through
 * `foundry.applications.handlebars.renderTemplate` (the test supplies it) as core does. `@path` references in the
 * formula are replaced from `data` and a count in parentheses is read (`(@initiative.dice)d6` → `3d6`), as a
 * manifest's initiative formula is; a missing value throws. It does not parse any other formula.
 */
import { optionMode } from "../../stage/message-mode.ts";
import { onV14 } from "../../stage/version.ts";

type Rec = Record<string, unknown>;

const queued: number[] = [];
/** The next dice rolled show `faces`, in order. */
export function queueFaces(...faces: number[]): void {
  queued.push(...faces);
}
/** Forgets faces queued and not rolled. */
export function clearFaces(): void {
  queued.length = 0;
}

interface DieResult {
  result: number;
  active: boolean;
}

/** Points of one face: a 1 scores one, a 2 scores two, anything higher nothing. */
const pointsOf = (face: number): number => (face <= 2 ? face : 0);

/** A message constructor as core's `ChatMessage.implementation` offers it. */
interface MessageMaker {
  create(data: Rec, options?: Rec): Promise<unknown>;
}

/** `formula` with each `@a.b` replaced by that path's value in `data` (throws for a missing one). */
function withData(formula: string, data: Rec): string {
  return formula.replace(/@([\w.]+)/g, (_whole, path: string) => {
    const value = path.split(".").reduce<unknown>((at, key) => (at && typeof at === "object" ? (at as Rec)[key] : undefined), data);
    if (typeof value !== "number" && typeof value !== "string") throw new Error(`stage Roll: no value for @${path} in the roll data`);
    return String(value);
  });
}

export class StageRoll {
  /** Core's default chat template; a subclass (PointsRoll) names its own. */
  static CHAT_TEMPLATE = "templates/dice/roll.html";
  dice: { faces: number; results: DieResult[] }[] = [];
  total: number | undefined = undefined;
  _evaluated = false;
  readonly formula: string;

  constructor(formula: string, readonly data: Rec = {}, readonly options: Rec = {}) {
    this.formula = withData(formula, data).replace(/\((\d+)\)/g, "$1");
  }

  private get count(): number {
    const match = /^(\d+)d6(p?)$/.exec(this.formula.replace(/\s/g, ""));
    if (!match) throw new Error(`stage Roll: cannot roll "${this.formula}"`);
    return Number(match[1]);
  }

  private get countsPoints(): boolean {
    return this.formula.includes("p");
  }

  private score(): void {
    const faces = this.dice.flatMap((d) => d.results.filter((r) => r.active).map((r) => r.result));
    this.total = faces.reduce((sum, f) => sum + (this.countsPoints ? pointsOf(f) : f), 0);
    this._evaluated = true;
  }

  async evaluate(): Promise<this> {
    const results = Array.from({ length: this.count }, () => ({ result: queued.shift() ?? 2, active: true }));
    this.dice = [{ faces: 6, results }];
    this.score();
    return this;
  }

  async getTooltip(): Promise<string> {
    return "";
  }

  /** Core's template data: the formula, flavor, user, tooltip and total (hidden when private). */
  async _prepareChatRenderContext({ flavor, isPrivate = false }: { flavor?: string; isPrivate?: boolean } = {}): Promise<Rec> {
    const g = globalThis as unknown as { game: { user: { id: string } } };
    return { formula: isPrivate ? "???" : this.formula, flavor: isPrivate ? null : (flavor ?? null), user: g.game.user.id, tooltip: isPrivate ? "" : await this.getTooltip(), total: isPrivate ? "?" : this.total };
  }

  /** Core's `Roll#render`: evaluates first if needed, then renders the chat template with the context above. */
  async render({ flavor, template, isPrivate = false }: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate();
    const g = globalThis as unknown as { foundry: { applications: { handlebars: { renderTemplate(path: string, data: object): Promise<string> } } } };
    const context = await this._prepareChatRenderContext({ flavor, isPrivate });
    return g.foundry.applications.handlebars.renderTemplate(template ?? (this.constructor as typeof StageRoll).CHAT_TEMPLATE, context);
  }

  toJSON(): Rec {
    return { class: this.constructor.name, formula: this.formula, options: structuredClone(this.options), dice: structuredClone(this.dice), total: this.total, evaluated: this._evaluated };
  }

  /** Rebuilds a roll of the class its JSON names (core looks it up in `CONFIG.Dice.rolls`). */
  static fromData(json: Rec): StageRoll {
    const classes = (globalThis as unknown as { CONFIG: { Dice: { rolls: (typeof StageRoll)[] } } }).CONFIG.Dice.rolls;
    const cls = classes.find((c) => c.name === json.class) ?? StageRoll;
    const roll = new cls(json.formula as string, {}, (json.options as Rec | undefined) ?? {});
    roll.dice = structuredClone(json.dice as StageRoll["dice"]);
    roll.score();
    return roll;
  }

  /**
   * Posts the roll as the current user's chat message (core's `Roll#toMessage`): with the mode the options name
   * (`rollMode` on v13, `messageMode` on v14, where `rollMode` still works with a deprecation warning), else the chat
   * selector's (v13's `"roll"` also means the selector's).
   */
  async toMessage(messageData: Rec = {}, options: { rollMode?: string; messageMode?: string } = {}): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    const g = globalThis as unknown as { ChatMessage: MessageMaker; game: { user: { id: string }; settings: { get(scope: string, key: string): unknown } } };
    const data: Rec = { author: g.game.user.id, ...messageData, rolls: [this] };
    const asked = optionMode(options, "Roll#toMessage");
    const mode = asked === undefined || asked === "roll" ? g.game.settings.get("core", onV14 ? "messageMode" : "rollMode") : asked;
    return g.ChatMessage.create(data, onV14 ? { messageMode: mode } : { rollMode: mode });
  }
}
