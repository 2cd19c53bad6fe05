/** Imports every file that registers preview pages (the character sheet and the chat cards add their own imports here). */
import "./pages.ts";
import "./character-pages.ts";
import "./chat-pages.ts";
import "./combat-pages.ts";
import "./item-pages.ts";
import "./object-pages.ts";
import "./journal-pages.ts";
import "./settings-pages.ts";
import "./map-pages.ts";
import "./life-pages.ts";
import "./dice-pages.ts";
import "./rest-pages.ts";
import "./creation-pages.ts";
import "./catalogue-pages.ts";
