/**
 * Issue 23's preview pages: the GM's party rest card (a creature that rested without food, one fully restored, one
 * dead, one in a fight) and the party rest dialog with replenishment on.
 */
import { PARTY_REST_CARD } from "../../src/actions/party-rest-card.ts";
import type { PartyRestState } from "../../src/actions/party-rest-view.ts";
import { partyRestContent } from "../../src/sheets/party-rest/form.ts";
import type { ViewEnv } from "../../src/sheets/view/labels.ts";
import { addPreviewPages } from "./pages.ts";

const none = { might: 0, energy: 0, spirit: 0 };
const member = (name: string, standing: "rests" | "dead" | "fighting") => ({
  name, standing, rows: [], fullyRestored: false, fullRest: false, needsLost: none, needsReturned: none, deprived: none,
});

const partyRestState = (): PartyRestState => ({
  hours: 8,
  supply: { ate: false, drank: true, slept: true },
  members: [
    {
      ...member("Lin Wei", "rests"),
      rows: [
        { attribute: "might", before: 1, after: 3, total: 4, steps: [{ dice: 1, points: 2, recovered: 2 }, { dice: 3, points: 0, recovered: 0 }] },
        { attribute: "spirit", before: 0, after: 3, total: 3, steps: [{ dice: 1, points: 1, recovered: 1 }, { dice: 1, points: 2, recovered: 2 }] },
      ],
      needsLost: { might: 1, energy: 0, spirit: 0 },
      deprived: { might: 1, energy: 0, spirit: 0 },
    },
    {
      ...member("Sera", "rests"), fullyRestored: true,
      rows: [{ attribute: "energy", before: 2, after: 3, total: 3, steps: [{ dice: 2, points: 1, recovered: 1 }] }],
      deprived: { might: 0, energy: 0, spirit: 1 },
    },
    member("Grave Brute", "dead"),
    member("Kit", "fighting"),
  ],
});

const reader = (env: ViewEnv) => ({ localize: env.localize, owns: () => true });
const format = (env: ViewEnv) => (key: string, data: Record<string, string>) =>
  env.localize(key).replace(/\{(\w+)\}/g, (_m, name: string) => data[name] ?? "");

addPreviewPages(
  { id: "chat-party-rest", sheet: null, template: PARTY_REST_CARD.template.replace(/^templates\//, ""), classes: [],
    expect: [".meshal-party-rest", ".meshal-party-rest__member", ".meshal-party-rest__skipped.is-dead", ".meshal-party-rest__skipped.is-fighting", ".meshal-party-rest__need.is-lost", ".meshal-rest__outcome.is-damageBack"],
    context: (env) => PARTY_REST_CARD.context(partyRestState(), reader(env)) as Record<string, unknown> },
  { id: "party-rest-dialog", sheet: null, classes: ["meshal-party-rest-dialog"], context: () => ({}),
    expect: ["input[name=who][value=party]", "input[name=hours]", "input[name=ate]", ".meshal-rest-supply"],
    html: (env) => `<form class="dialog-form standard-form">${partyRestContent(
      { party: ["Lin Wei", "Sera", "Kit"], selected: [], replenishment: true }, env.localize, format(env),
    )}</form>` },
);
