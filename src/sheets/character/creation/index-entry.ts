/** A compendium index entry as creation mode's pickers read it (`{uuid, name, img, system}`). */

/** One compendium index entry (only the fields read here). */
export interface IndexEntry {
  uuid: string;
  name: string;
  img?: string | null;
  type?: string;
  system?: Record<string, unknown>;
}
