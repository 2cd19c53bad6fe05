/**
 * The system's real combat on the Combat stage: installs the stage, imports src/combat after it (the classes extend the
 * stage's `Combat`/`Combatant`), runs the system's own combat registration (document classes, the turn-start backstop
 * hook, the GM queries) and seats a GM and two players. A small world to fight in: Ann's hero, Bo's rogue and two NPCs
 * nobody but the GM owns.
 *
 * No Foundry behaviour of its own: it seats users and actors on the Combat stage (combat.ts, whose sources it relies
 * on) and runs the system's own registration.
 */
import { ROLES, type StageUser } from "./server.ts";
import { installCombatStage, type CombatStage, type StageActor, type StageCombat, type StageCombatant } from "./combat.ts";

/** Ids of the seated users and the world's actors (16-character document ids, as the query parsers want). */
export const IDS = {
  gm: "userGM0000000001",
  ann: "userAnn000000001",
  bo: "userBo0000000001",
  hero: "actorHero0000001",
  rogue: "actorRogue000001",
  goblin: "actorGoblin00001",
  orc: "actorOrc00000001",
  combat: "combat0000000001",
} as const;

/** The combat as the tests drive it: the stage's combat, of the system's class (its `rollInitiative` is the system's). */
export type SystemCombat = StageCombat;

/** The system's combat module, as loaded on the stage. */
export type CombatModule = typeof import("../../src/combat/tracker/combat.ts");

export interface SystemStage {
  stage: CombatStage;
  gm: StageUser;
  ann: StageUser;
  bo: StageUser;
  actors: { hero: StageActor; rogue: StageActor; goblin: StageActor; orc: StageActor };
  combat: CombatModule;
  /** Forces the initiative face sums, in the order rolled (`null`: real dice). */
  forceRolls(totals: number[] | null): void;
  /** A fresh combat with one combatant per actor id (combatant id = "c" + actor id's tail), created by the GM. */
  newCombat(actorIds: readonly string[], initiatives?: readonly (number | null)[]): Promise<SystemCombat>;
}

/** The combatant id the stage gives an actor's combatant. */
export const combatantIdOf = (actorId: string): string => `cmb${actorId.slice(3)}`.slice(0, 16).padEnd(16, "0");

/** Installs the stage and loads the system's combat on it (call once per test file, in `beforeAll`). */
export async function loadSystemCombat(): Promise<SystemStage> {
  const stage = installCombatStage();
  const server = stage.server;
  const gm = server.addUser(IDS.gm, "Gamemaster", ROLES.GAMEMASTER);
  const ann = server.addUser(IDS.ann, "Ann");
  const bo = server.addUser(IDS.bo, "Bo");
  server.actAs(gm);
  const actors = {
    hero: stage.addActor(IDS.hero, "Hero", "character", [IDS.ann]),
    rogue: stage.addActor(IDS.rogue, "Rogue", "character", [IDS.bo]),
    goblin: stage.addActor(IDS.goblin, "Goblin", "npc"),
    orc: stage.addActor(IDS.orc, "Orc", "npc"),
  };
  const combat = await import("../../src/combat/tracker/combat.ts");
  const { registerCombat } = await import("../../src/combat/register.ts");
  registerCombat();
  // The turn starts the backstop begins and the ledger work hooks start are background work too (a hook's caller
  // does not wait for them): settling waits for them as well.
  const { ledgerWorkDone } = await import("../../src/combat/ledger/ledger-hooks.ts");
  const settleStage = stage.settle.bind(stage);
  stage.settle = async () => {
    await settleStage();
    await combat.backstopTurnStartsDone();
    await ledgerWorkDone();
    await settleStage();
  };
  const combatClass = () => stage.config.Combat.documentClass as { rollFaceSum: ((dice: number) => number) | null };
  return {
    stage,
    gm,
    ann,
    bo,
    actors,
    combat,
    forceRolls(totals) {
      const queue = totals ? [...totals] : null;
      combatClass().rollFaceSum = queue ? () => queue.shift() ?? 1 : null;
    },
    async newCombat(actorIds, initiatives = []) {
      const created = stage.createCombat<SystemCombat>(IDS.combat);
      await server.onClient(gm, () =>
        created.createEmbeddedDocuments(
          "Combatant",
          actorIds.map((actorId, i) => ({ _id: combatantIdOf(actorId), actorId, name: stage.actors.get(actorId)?.name ?? actorId, initiative: initiatives[i] ?? null })),
        ),
      );
      return created;
    },
  };
}

/** ⚡ of an actor. */
export const mobilityOf = (actor: StageActor): number => actor.system.mobility.value;

/** The round a combatant's own turn last started (the system's marker flag), 0 when never. */
export const startedRoundOf = (combatant: StageCombatant | null | undefined): number =>
  (combatant?.getFlag("meshal-lite", "turnStartedRound") as number | undefined) ?? 0;
