/** `npm run preview`: writes the static preview and prints where it is. */
import { buildPreview, PREVIEW_DIR } from "./build.ts";

const files = buildPreview();
console.log(`Preview: ${files.length} pages in ${PREVIEW_DIR}/index.html`);
