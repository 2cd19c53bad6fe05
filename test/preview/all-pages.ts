/** Imports every file that registers preview pages (the character sheet adds its own import here). */
import "./pages.ts";
import "./character-pages.ts";
