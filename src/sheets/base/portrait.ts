/** The portrait controls of every sheet: pick a new image (edit mode) or show the artwork (play mode). */

/** Opens Foundry's file picker on the image and saves the choice. */
export function editImage(document: { img?: string | null; update: (data: object) => Promise<unknown> }, target: HTMLElement): void {
  const FilePicker = foundry.applications.apps.FilePicker.implementation;
  const { top, left } = target.getBoundingClientRect();
  const picker = new FilePicker({
    type: "image",
    current: document.img ?? "",
    callback: (path: string) => void document.update({ img: path }),
    // The v13 picker is an ApplicationV2: it opens where `position` says (top-level `top`/`left` are ignored).
    position: { top, left },
  });
  void picker.browse(document.img ?? "");
}

/** Shows the image in a popout (players see a portrait at full size without editing it). */
export function showArtwork(document: { img?: string | null; name: string; uuid: string }): void {
  const popout = new foundry.applications.apps.ImagePopout({ src: document.img ?? "", uuid: document.uuid, window: { title: document.name } });
  void popout.render({ force: true });
}
