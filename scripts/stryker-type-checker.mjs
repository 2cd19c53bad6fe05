// Stryker's checker for the mutation runs (stryker.config.mjs `checkers`): a mutant that does not type-check is a
// compile error, never run and never counted. It answers what @stryker-mutator/typescript-checker answers, in a
// fraction of the time: that checker rebuilds the whole program for every check (about 8 s each here, so a run over
// the scope took over ten hours on two cores), while a TypeScript language service keeps every file it parsed and
// re-checks only what a mutant can reach:
// - the mutated file itself, always;
// - the files that import it, and theirs in turn, only when the mutant changed what the file declares to them (its
//   declaration output, the .d.ts TypeScript would emit). A file is checked against what its imports declare, so
//   when those declarations are unchanged, no other file can gain an error.
// Mutants in different files are checked together, one per file; when any of them changes its file's declarations,
// the group is checked again one mutant at a time, so an error is never blamed on the wrong mutant.
import path from "node:path";
import ts from "typescript";
import { CheckStatus } from "@stryker-mutator/api/check";
import { commonTokens, declareClassPlugin, PluginKind, tokens } from "@stryker-mutator/api/plugin";

/** The project the mutants are checked in: src/ with the project's compiler options. */
export const MUTATION_TSCONFIG = "tsconfig.stryker.json";

/**
 * What the checks need besides the project's options: declarations to compare (emitted only to memory), and none of
 * the code-quality errors a mutant makes on purpose (unreachable code, an unused local).
 * @type {ts.CompilerOptions}
 */
const CHECK_OPTIONS = {
  noEmit: false, declaration: true, emitDeclarationOnly: true, declarationMap: false,
  allowUnreachableCode: true, noUnusedLocals: false, noUnusedParameters: false,
};

/** @typedef {{id: string, fileName: string, replacement: string, location: {start: {line: number, column: number}, end: {line: number, column: number}}}} CheckedMutant */

/** @param {string} fileName */
const normal = (fileName) => ts.sys.resolvePath(fileName).split(path.sep).join("/");

/**
 * Whether TypeScript reports `code` only because declarations are emitted here: a type that cannot be named in a .d.ts
 * (2742, 4xxx), or is too long to write out (7056), or isolated declarations (9xxx). `tsc --noEmit` never reports
 * them, so they are no mutant's fault.
 * @param {number} code
 */
const fromDeclarationEmit = (code) => code === 2742 || code === 7056 || (code >= 4000 && code < 5000) || (code >= 9000 && code < 10000);

/** @param {readonly ts.Diagnostic[]} diagnostics */
const errorsOf = (diagnostics) => diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error && !fromDeclarationEmit(d.code));

/**
 * Where each line of `text` starts: its first, and after every line break (\n, \r\n or a lone \r, as the parser
 * that places the mutants counts them).
 * @param {string} text
 */
function lineStarts(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "\n" || (text[i] === "\r" && text[i + 1] !== "\n")) starts.push(i + 1);
  }
  return starts;
}

/**
 * `text` with `mutant`'s replacement in place of what its location spans (lines and columns from 0).
 * @param {string} text
 * @param {CheckedMutant} mutant
 */
export function mutatedText(text, mutant) {
  const starts = lineStarts(text);
  /** @param {{line: number, column: number}} at */
  const offset = (at) => {
    const lineStart = starts[at.line];
    if (lineStart === undefined) throw new RangeError(`mutant ${mutant.id} starts or ends past the last line of ${mutant.fileName}`);
    return lineStart + at.column;
  };
  return text.slice(0, offset(mutant.location.start)) + mutant.replacement + text.slice(offset(mutant.location.end));
}

/**
 * Groups of mutant ids to check together: the k-th group holds the k-th mutant of every file, so no two mutants of a
 * group share a file.
 * @param {readonly CheckedMutant[]} mutants
 * @returns {string[][]}
 */
export function groupByFile(mutants) {
  /** @type {Map<string, string[]>} */
  const byFile = new Map();
  for (const mutant of mutants) {
    const ids = byFile.get(mutant.fileName) ?? [];
    ids.push(mutant.id);
    byFile.set(mutant.fileName, ids);
  }
  /** @type {string[][]} */
  const groups = [];
  for (const ids of byFile.values()) {
    ids.forEach((id, k) => (groups[k] ??= []).push(id));
  }
  return groups;
}

/** Type-checks mutants against one TypeScript project, held in memory between checks. */
export class MutantTypeCheck {
  /** @type {ts.ParsedCommandLine} */ #project;
  /** @type {ts.LanguageService} */ #service;
  /** @type {Map<string, string>} file → its text while a mutant is in it */ #mutated = new Map();
  /** @type {Map<string, number>} */ #versions = new Map();
  /** @type {Map<string, Set<string>>} file → the project's files that import it */ #importers = new Map();
  /** @type {Map<string, string>} file → its unmutated declaration output */ #declarations = new Map();
  /** @type {Set<string>} */ #files;

  /** @param {string} tsconfigFile */
  constructor(tsconfigFile) {
    const project = ts.getParsedCommandLineOfConfigFile(tsconfigFile, CHECK_OPTIONS, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n")); },
    });
    if (!project) throw new Error(`${tsconfigFile} could not be read`);
    this.#project = project;
    this.#files = new Set(project.fileNames.map(normal));
    /** @type {ts.LanguageServiceHost} */
    const host = {
      getCompilationSettings: () => this.#project.options,
      getScriptFileNames: () => [...this.#files],
      getScriptVersion: (fileName) => String(this.#versions.get(normal(fileName)) ?? 0),
      getScriptSnapshot: (fileName) => {
        const text = this.#mutated.get(normal(fileName)) ?? ts.sys.readFile(fileName);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => process.cwd(),
      getDefaultLibFileName: ts.getDefaultLibFilePath,
      fileExists: ts.sys.fileExists,
      readFile: ts.sys.readFile,
      readDirectory: ts.sys.readDirectory,
      directoryExists: ts.sys.directoryExists,
      getDirectories: ts.sys.getDirectories,
    };
    this.#service = ts.createLanguageService(host, ts.createDocumentRegistry());
  }

  /**
   * Checks the unmutated project, learns who imports whom and what each file declares. Returns the project's own
   * errors: a mutant can only be judged against a project that type-checks.
   * @returns {ts.Diagnostic[]}
   */
  init() {
    const program = this.#program();
    const errors = [];
    for (const file of this.#files) {
      errors.push(...this.#errorsIn(file));
      const sourceFile = program.getSourceFile(file);
      if (!sourceFile) continue;
      this.#declarations.set(file, this.#declarationOf(file));
      for (const imported of ts.preProcessFile(sourceFile.text, true, true).importedFiles) {
        const target = ts.resolveModuleName(imported.fileName, file, this.#project.options, ts.sys).resolvedModule?.resolvedFileName;
        if (target === undefined || !this.#files.has(normal(target))) continue;
        const importers = this.#importers.get(normal(target)) ?? new Set();
        importers.add(file);
        this.#importers.set(normal(target), importers);
      }
    }
    return errors;
  }

  /**
   * The compile errors of each mutant of `mutants` (at most one per file), as text; a mutant that type-checks is
   * absent.
   * @param {readonly CheckedMutant[]} mutants
   * @returns {Map<string, string>}
   */
  check(mutants) {
    const inProject = mutants.filter((m) => this.#files.has(normal(m.fileName)));
    if (new Set(inProject.map((m) => normal(m.fileName))).size < inProject.length) {
      throw new Error("two mutants of one group are in the same file: group them with groupByFile");
    }
    this.#apply(inProject);
    try {
      /** @type {Map<string, string>} */
      const failed = new Map();
      const reshaped = [];
      for (const mutant of inProject) {
        const file = normal(mutant.fileName);
        const errors = this.#errorsIn(file);
        if (errors.length > 0) failed.set(mutant.id, this.#format(errors));
        else if (this.#declarationOf(file) !== this.#declarations.get(file)) reshaped.push(mutant);
      }
      if (reshaped.length === 0) return failed;
      if (inProject.length > 1) {
        this.#apply([]);
        return new Map(inProject.flatMap((mutant) => [...this.check([mutant])]));
      }
      const [mutant] = reshaped;
      if (mutant === undefined) return failed;
      const errors = this.#errorsDownstream(normal(mutant.fileName));
      if (errors.length > 0) failed.set(mutant.id, this.#format(errors));
      return failed;
    } finally {
      this.#apply([]);
    }
  }

  /**
   * The first errors found in the files that import `file`, following the imports further only through files whose
   * declarations changed too.
   * @param {string} file
   * @returns {ts.Diagnostic[]}
   */
  #errorsDownstream(file) {
    const seen = new Set([file]);
    const queue = [file];
    for (let changed = queue.shift(); changed !== undefined; changed = queue.shift()) {
      for (const importer of this.#importers.get(changed) ?? []) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        const errors = this.#errorsIn(importer);
        if (errors.length > 0) return errors;
        if (this.#declarationOf(importer) !== this.#declarations.get(importer)) queue.push(importer);
      }
    }
    return [];
  }

  /**
   * Puts exactly `mutants` into their files: every file mutated before and not now goes back to its own text.
   * @param {readonly CheckedMutant[]} mutants
   */
  #apply(mutants) {
    const next = new Map(mutants.map((m) => [normal(m.fileName), mutatedText(ts.sys.readFile(m.fileName) ?? "", m)]));
    for (const file of new Set([...this.#mutated.keys(), ...next.keys()])) {
      this.#versions.set(file, (this.#versions.get(file) ?? 0) + 1);
    }
    this.#mutated = next;
  }

  #program() {
    const program = this.#service.getProgram();
    if (!program) throw new Error("TypeScript gave no program");
    return program;
  }

  /** @param {string} file */
  #errorsIn(file) {
    return [...errorsOf(this.#service.getSyntacticDiagnostics(file)), ...errorsOf(this.#service.getSemanticDiagnostics(file))];
  }

  /** @param {string} file */
  #declarationOf(file) {
    return this.#service.getEmitOutput(file, true).outputFiles.map((f) => f.text).join("\n");
  }

  /** @param {readonly ts.Diagnostic[]} errors */
  #format(errors) {
    return ts.formatDiagnostics(errors, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => "\n" });
  }
}

/** The checker as Stryker loads it (`checkers: ["meshal-types"]`). */
class StrykerTypeChecker {
  static inject = tokens(commonTokens.logger);
  /** @type {MutantTypeCheck | undefined} */ #check;

  /** @param {import("@stryker-mutator/api/logging").Logger} log */
  constructor(log) {
    this.log = log;
  }

  async init() {
    const started = Date.now();
    this.#check = new MutantTypeCheck(MUTATION_TSCONFIG);
    const errors = this.#check.init();
    if (errors.length > 0) throw new Error(`${MUTATION_TSCONFIG} has type errors before any mutant:\n${ts.formatDiagnostics(errors.slice(0, 10), { getCanonicalFileName: (f) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => "\n" })}`);
    this.log.info(`The project type-checks (${MUTATION_TSCONFIG}, ${Math.round((Date.now() - started) / 1000)} s); mutants are checked from here.`);
  }

  /** @param {import("@stryker-mutator/api/core").Mutant[]} mutants */
  async group(mutants) {
    return groupByFile(mutants);
  }

  /**
   * @param {import("@stryker-mutator/api/core").Mutant[]} mutants
   * @returns {Promise<Record<string, import("@stryker-mutator/api/check").CheckResult>>}
   */
  async check(mutants) {
    if (!this.#check) throw new Error("the type checker was not started");
    const failed = this.#check.check(mutants);
    return Object.fromEntries(mutants.map((m) => {
      const reason = failed.get(m.id);
      return [m.id, reason === undefined ? { status: CheckStatus.Passed } : { status: CheckStatus.CompileError, reason }];
    }));
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Checker, "meshal-types", StrykerTypeChecker)];
