/** Without a login, a body is at most this big: enough for every unauthenticated call's largest form. */
export const ANONYMOUS_BODY_LIMIT = 16 * 1024;
/** With a login: the largest upload (a 5 MB board background, base64) and the JSON around it. */
export const BODY_LIMIT = 8 * 1024 * 1024;
/** No request of the spec nests deeper than a handful of levels; parsing deeper costs time and memory. */
export const MAX_JSON_DEPTH = 32;

export const TOO_LARGE_ANONYMOUS = `Request body too large: at most ${ANONYMOUS_BODY_LIMIT / 1024} KB without a login`;
export const TOO_LARGE = `Request body too large: at most ${BODY_LIMIT / 1024 / 1024} MB`;
export const TOO_DEEP = `Request body nested too deeply: at most ${MAX_JSON_DEPTH} levels`;
