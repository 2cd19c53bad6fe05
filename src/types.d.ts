declare global {
  /** Our code runs from `init` on, so `game` and `CONFIG` are typed as initialised. */
  interface AssumeHookRan {
    init: never;
  }

  namespace CONFIG {
    /** The system's GM-side queries (src/core/queries.ts): each reads its payload as unknown and answers the requester. */
    interface Queries {
      [name: `meshal-lite.${string}`]: (data: unknown) => Promise<import("./core/query-core.ts").QueryAnswer>;
    }
  }
}

declare module "fvtt-types/configuration" {
  /** The system's own document flags, so `getFlag`/`setFlag` are typed without casts. */
  interface FlagConfig {
    Actor: {
      "meshal-lite": {
        /** Character creation mode is on (set when a new character first opens its sheet). */
        creation?: boolean;
        /** Counted ability uses by item id: the period key of the last uses and how many (src/actions/use-limit.ts). */
        uses?: Record<string, import("./rules/use-limits.ts").UseRecord>;
        /** A rest completed since the last fight started: advancement is open (src/documents/logic/advancement-lock.ts). */
        rested?: boolean;
        /** The GM lets this character advance outside creation and rests (src/documents/logic/advancement-lock.ts). */
        advanceUnlocked?: boolean;
        /** Dice lost to unmet needs by attribute, §7.4 (src/documents/logic/rest.ts). */
        deprived?: Record<"might" | "energy" | "spirit", number>;
        /** World time (seconds) the creature's last rest ended (src/documents/rest-clock.ts). */
        restedUntil?: number;
        /** The creature's open day and what it supplied so far, §7.4 (src/rules/supply-days.ts). */
        supplyDay?: import("./rules/supply-days.ts").SupplyDay | null;
        /** The life statuses (unconscious, dead) the system put on, so it only takes off its own (src/documents/status-sync.ts). */
        lifeStatuses?: string[];
        /** The attack application that killed the actor (`<message>.<line>@<revivals>`), so its undo revives it (src/combat/attack/gm/attack-pending.ts). */
        deathBy?: string | null;
      };
    };
    Combat: {
      "meshal-lite": {
        /** The encounter already awarded for this fight: a second award asks first (src/combat/encounter/encounter-award.ts). */
        encounterAwarded?: string;
        /** The sides the GM decided in the encounter panel, by combatant id (src/combat/encounter/encounter-award.ts). */
        encounterSides?: Record<string, "hostile" | "friendly" | "neutral">;
      };
    };
    User: {
      "meshal-lite": {
        /** The user's latest request to change an attack card, read by the active GM (src/combat/attack/gm/attack-query.ts). */
        attackSlip?: import("./combat/attack/gm/attack-request.ts").StoredAttackSlip;
        /** The user's latest request to roll initiative, read by the active GM (src/combat/initiative/initiative-query.ts). */
        initiativeSlip?: import("./combat/initiative/initiative-request.ts").InitiativeSlip;
        /** The user's latest request about a progressive card, read by the active GM (src/dice/progressive/progressive-gm.ts). */
        progressiveSlip?: import("./dice/progressive/progressive-request.ts").ProgressiveSlip | null;
        /** The user's latest request to make an attack, read by the active GM (src/combat/attack/start/attack-start-query.ts); null once served. */
        attackStartSlip?: import("./combat/attack/start/attack-start-request.ts").AttackStartSlip | null;
      };
    };
    ChatMessage: {
      "meshal-lite": {
        /** The request slip an attack card was made for (src/combat/attack/start/attack-issue.ts). */
        attackStart?: string;
        /** The request slip a progressive card was made for (src/dice/progressive/progressive-gm.ts). */
        request?: string;
        /** Per entry of a progressive card, the actors that already assisted it (src/dice/progressive/progressive-gm.ts). */
        helpers?: Record<string, string[]>;
        /** A progressive card posted before cards had a sub-type: its state, read through the card's schema (src/chat/card-state.ts). */
        progressive?: unknown;
      };
    };
    ActiveEffect: {
      "meshal-lite": {
        /** When a cast buff ends, as its words say (src/documents/logic/effect-timing.ts); read as v14's expiry event. */
        ends?: string;
      };
    };
    Combatant: {
      "meshal-lite": {
        /** The 3🎲+ tie-break rolls, in order (src/combat/initiative/initiative-plan.ts). */
        tieBreaks?: number[];
        /** The round the combatant joined a started fight in; 0 from the start (src/combat/tracker/combatant.ts). */
        joinedRound?: number;
        /** The round whose turn of the combatant has started, so ⚡ refills once a turn (src/combat/tracker/combat.ts). */
        turnStartedRound?: number;
      };
    };
  }
}
export {};
