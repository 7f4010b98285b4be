/**
 * The site's release. The client announces it in the lobby handshake and in crash reports; the
 * lobby answers a different one with the spec's 'new version' banner. One constant, so a release
 * bump cannot leave one side behind (site-spec 9: build 11.1, release date 2025.08.31).
 */
export const RELEASE_VERSION = '11.1';
/** The day the release shipped, as the footer shows it beside the build (YYYY.MM.DD). */
export const RELEASE_DATE = '2025.08.31';
