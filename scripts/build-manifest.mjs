// The released system.json: the source manifest with version, url, manifest and download taken from package.json.

/**
 * @typedef {{version: string, repository?: string, manifestUrl?: string, downloadUrl?: string}} PackageInfo
 * @typedef {Record<string, unknown> & {version: string, url: string, manifest: string, download: string, packs?: {path: string}[]}} ReleaseManifest
 */

/**
 * Fills `{version}` in a URL template taken from package.json.
 * @param {string | undefined} template
 * @param {string} version
 */
export function releaseUrl(template, version) {
  return (template ?? "").replaceAll("{version}", version);
}

/**
 * @param {Record<string, unknown>} source system.json as written in the repository
 * @param {PackageInfo} pkg package.json
 * @returns {ReleaseManifest}
 */
export function releaseManifest(source, pkg) {
  return {
    ...source,
    version: pkg.version,
    url: pkg.repository ?? "",
    manifest: releaseUrl(pkg.manifestUrl, pkg.version),
    download: releaseUrl(pkg.downloadUrl, pkg.version),
  };
}

/**
 * What is wrong with a manifest about to be released (empty when it can ship): the version must be package.json's,
 * the manifest URL must be set, and the download URL must name this version's tag.
 * @param {{version?: unknown, manifest?: unknown, download?: unknown}} manifest
 * @param {string} version package.json's version
 * @returns {string[]}
 */
export function releaseProblems(manifest, version) {
  const problems = [];
  if (manifest.version !== version) problems.push(`version is ${String(manifest.version)}, package.json says ${version}`);
  if (typeof manifest.manifest !== "string" || !/^https:\/\//.test(manifest.manifest)) problems.push("manifest URL is missing (package.json manifestUrl)");
  if (typeof manifest.download !== "string" || !manifest.download.includes(`/v${version}/`)) {
    problems.push(`download URL does not name the tag v${version} (package.json downloadUrl)`);
  }
  return problems;
}
