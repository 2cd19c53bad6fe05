/** The creature an actor carries on its back (§5.5 [OPT]), read from its own `system.carrying`. Pure. */

/** The carried creature (its actor UUID and name when picked up), or null. */
export function carriedCreature(system: unknown): { uuid: string; name: string } | null {
  const c = system && typeof system === "object" && "carrying" in system ? system.carrying : null;
  if (!c || typeof c !== "object" || !("uuid" in c) || typeof c.uuid !== "string" || !c.uuid) return null;
  return { uuid: c.uuid, name: "name" in c && typeof c.name === "string" ? c.name : "" };
}
