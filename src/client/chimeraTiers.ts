import chimeraJson from '../../assets/cards/chimera.json';

/**
 * The solo chimera's tiers, easiest first, as the New Game form and the practice page offer them.
 * Read from the data file itself (not the engine's catalogue) so the lobby's bundle stays free of the card set.
 */
export const chimeraTierChoices: { tier: string; name: string }[] = chimeraJson.tiers.map((x) => ({ tier: x.tier, name: x.name }));
export const defaultChimeraTier: string = chimeraJson.defaultTier;
