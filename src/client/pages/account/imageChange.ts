/** An image field's pending change on the profile form: a new data URL, null to remove it, undefined for no change. */
export type ImageChange = string | null | undefined;
