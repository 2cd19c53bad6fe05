/**
 * The posture statuses (§9.4 [OPT]): crouching, sitting and prone join CONFIG.statusEffects (the token HUD's list)
 * only while the postures rule is on, and leave it when it is switched off. Their effects are the system's: the
 * derived speed and the roll modifiers read the posture (data/actor/posture.ts, actions/posture-source.ts).
 * Core lists its own "prone"; it is kept (given the system's label) while the rule is on, and left there when off.
 */
import { SYSTEM_ID } from "../core/settings.ts";
import { POSTURE_STATUSES } from "../rules/index.ts";
import { optionalRule } from "./runtime.ts";
import { coreStatuses, type StatusRegistry } from "../core/version/status-effects.ts";

const ICONS: Record<(typeof POSTURE_STATUSES)[number], string> = {
  crouching: "icons/svg/down.svg",
  sitting: "icons/svg/anchor.svg",
  prone: "icons/svg/falling.svg",
};

/** The posture entries this system added (core's own are never removed). */
const added = new Set<string>();

/**
 * Brings `statuses` in line with the rule: with it on, every posture is listed once with the system's label (`ours`
 * remembers the entries added); with it off, the entries in `ours` are removed, by id (never by position: v14's
 * keyed list loses other statuses to a splice, core/version/status-effects.ts).
 */
export function syncPostureEntries(statuses: StatusRegistry, on: boolean, ours: Set<string>): void {
  for (const id of POSTURE_STATUSES) {
    const found = statuses.find(id);
    if (on) {
      if (!found) {
        statuses.add({ id, name: `MESHAL.Posture.${id}`, img: ICONS[id] });
        ours.add(id);
      } else {
        found.name = `MESHAL.Posture.${id}`;
      }
    } else if (found && ours.has(id)) {
      statuses.remove(id);
      ours.delete(id);
    }
  }
}

const apply = () => syncPostureEntries(coreStatuses, optionalRule("postures"), added);

/** Called on `init`: lists the postures once settings can be read, and again whenever the switch changes. */
export function registerPostureStatuses(): void {
  Hooks.once("setup", apply);
  Hooks.on("updateSetting", (setting: { key?: string }) => {
    if (setting.key !== `${SYSTEM_ID}.postures`) return;
    apply();
    // The derived speed and posture read the switch: prepare the world's actors again and redraw their open sheets.
    for (const actor of game.actors ?? []) {
      actor.reset();
      actor.render();
    }
  });
}
