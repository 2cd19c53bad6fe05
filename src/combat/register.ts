/** Combat registration: Combat/Combatant classes and tracker additions (combat issue). */
export function registerCombat(): void {}
