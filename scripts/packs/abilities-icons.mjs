// Ability icons that differ by what the ability does (Foundry core icons; every path appears in dnd5e's
// sources). Rules match the dataset id, first match wins; the rest fall back to the school / attribute icon
// (abilities.mjs ABILITY_ICONS).
const I = (path) => `icons/${path}.webp`;

/** [dataset id pattern, icon] in priority order. @type {ReadonlyArray<readonly [RegExp, string]>} */
export const ABILITY_ICON_RULES = Object.freeze([
  [/^(guard-breaker|giant-hunter)$/, "strike"],
  [/^second-wind$/, I("magic/life/heart-cross-green")],
  [/^rapid-fire$/, I("skills/ranged/arrows-flying-salvo-yellow")],
  [/^(prayer-of-luck|guidance)$/, I("magic/control/buff-luck-fortune-green-gold")],
  [/^magic-specialisation-/, I("sundries/books/book-symbol-triangle-silver-purple")],
  [/^grapple/, I("magic/control/debuff-chains-ropes-red")],
  [/^(pharmaceutics|herbalism)$/, I("tools/laboratory/mortar-liquid-pink")],
  [/^(mining|geology|archaeology)$/, I("tools/hand/pickaxe-steel-white")],
  [/^butchery$/, I("skills/melee/strike-blade-knife-white-red")],
  [/^(lockpicking)$/, I("tools/hand/lockpicks-steel-grey")],
  [/^(pickpocket|quick-hands|many-hands)$/, I("skills/social/theft-pickpocket-bribery-brown")],
  [/^(stealth|sneak-attack|backstab|slip-through)$/, I("magic/perception/silhouette-stealth-shadow")],
  [/ice|frost|winter/, I("magic/water/projectile-ice-faceted-blue")],
  [/^fire|flame|hellfire|boiling/, I("magic/fire/projectile-embers-orange")],
  [/lightning|thunder|storm|shock-strike/, I("magic/lightning/bolt-forked-blue")],
  [/stone|mountain|bedrock|rooted|iron-feet|sand/, I("magic/earth/projectile-stone-boulder-brown")],
  [/wind|gale|feather-fall|levitation|flight/, I("magic/air/air-burst-spiral-blue-gray")],
  [/shadow/, I("magic/perception/shadow-stealth-eyes-purple")],
  [/soul|spirits|wraiths|ghostly|speak-with-dead|death-echo|call-back/, I("magic/death/undead-ghost-scream-teal")],
  [/rune|sigil|breach-mark/, I("magic/symbols/rune-sigil-green-purple")],
  [/shield|barrier|aegis|ward|block|guard|wall|fortress|fortify|hardened|stance/, I("magic/defensive/shield-barrier-blue")],
  [/heal|restoration|regrowth|regeneration|mend|second-wind|vital|life/, I("magic/life/heart-cross-green")],
  [/roar|cry|taunt|terrify|shriek|intimidating|mad-whispers/, I("magic/control/fear-fright-monster-grin-red-orange")],
  [/mind-control|telepathy|free-will|composure|will$|resolve|fearless/, I("magic/control/hypnosis-mesmerism-swirl")],
  [/premonition|foresight|insight|intuition|plan-ahead|premeditation|revelation|hunt|gaze|aim$|expose/, I("magic/perception/third-eye-blue-red")],
  [/haste|time-swap|seize|initiative|bide/, I("magic/time/hourglass-tilted-glowing-gold")],
  [/blink|leap|step|sidestep|roll-away|strides|footwork|pounce|charge|trample|surge|battle-dance|reflexes|agile/, I("skills/movement/feet-winged-boots-blue")],
  [/shot|fire$|missiles|throw|ammo|spit|ray|bolt/, I("skills/ranged/target-bullseye-arrow-white")],
  [/luck|fate|jinx|curse|prayer|blessing|miracle|divine|guidance/, I("magic/control/buff-luck-fortune-green-gold")],
  [/strike|blow|cleave|kick|assault|flurry|dirty|disarm|ram$|follow-through|lethal|tooth|turn-the-force/, "strike"],
  [/strength|wrath|berserk|ferocity|bull|vigour|pain|blood|fervour|unleash|pack-mule|beasts/, I("magic/control/buff-strength-muscle-damage-red")],
]);

/** Melee strikes by attribute: heavy blows for Might, quick blades for Energy, the rest a plain sword. */
const STRIKE = {
  might: I("skills/melee/strike-hammer-destructive-orange"),
  energy: I("skills/melee/strike-dagger-white-orange"),
  other: I("skills/melee/strike-sword-steel-yellow"),
};

/** The icon a rule gives the dataset id (a strike by its attribute type), or null. */
export function abilityIconByRule(id, attributeType) {
  const icon = ABILITY_ICON_RULES.find(([re]) => re.test(id))?.[1] ?? null;
  return icon === "strike" ? (STRIKE[attributeType] ?? STRIKE.other) : icon;
}
