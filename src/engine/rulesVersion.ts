import type { GameSetup } from '../protocol/game';

/**
 * The rules version a game was set up under (protocol/game.ts RULES_VERSION): it judges the game's
 * live actions and its replays alike, so a game started under version 1 ends under version 1 and
 * its recorded log replays step for step.
 */
export const rulesVersionOf = (setup: GameSetup): number => setup.rulesVersion ?? 1;

/** Version 2 on: a card or ability that needs a target is paid for only once the target is chosen. */
export const paysAfterTarget = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 2;

/** Version 2 on: a drop does what its pile says (spent pitches, spells takes a Ready Spell) or is refused. */
export const strictDrops = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 2;

/** Version 3 on: a battle's damage (and Emberfall's) lands at once; defeats, last stands and the winner follow (issue 17). */
export const simultaneousDamage = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 3;

/** Version 3 on: a round's prepare already counts as its first player's turn, so a double knockout there goes to them. */
export const prepareIsFirstPlayersTurn = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 3;

/** Version 3 on: Tempered Resolve needs an attacker of yours to be blocked. */
export const temperedResolveNeedsBlock = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 3;

/** Version 3 on: a card out of play carries nothing (a mark dealt as it is destroyed does not stick), so it comes back clean. */
export const cleanOutOfPlay = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 3;

/** Version 3 on: a card moved by hand out of a battle leaves it (the battle ends if it was the target). */
export const manualMovesLeaveBattle = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 3;

/** Version 3 on: a die showing its power face may be exhausted for its magic's dice power (dicePowers.ts), once per turn. */
export const dicePowers = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 3;

/** Version 3 on: a paying action may name the dice that pay; the engine pays with those and only those. */
export const chosenDice = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 3;

/** Version 3 on: at most BACON_CAP bacon is banked; bacon gained beyond it is lost. */
export const baconCapped = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 3;

/** Version 3 on: the first time a player must draw from an empty deck, their discard pile is shuffled in instead. */
export const discardReshuffle = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 3;

/** Version 3 on: the solo chimera plays its tier (issue 17): behaviours per round from the tier, attacks aimed where they do most, harm aimed at the biggest threat. */
export const chimeraTiers = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 3;

/** Version 3 on: a unit cannot attack on the turn it enters play unless it is swift (keywords.ts). */
export const summoningSickness = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 3;

/** Version 3 on: living champions' passive abilities act (passives.ts); older games had none. */
export const championPassives = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 3;

/** Version 4 on: the chimera's attacks obey guard (keywords.ts attackTargets), the rule a player's attacks follow. */
export const chimeraObeysGuard = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 4;

/** Version 5 on: the cards retuned for balance (issue 17; docs/rules.md); older games play them as assets/cards/v4/cards.json keeps them. */
export const retunedCards = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 5;

/** Version 5 on: the first player of round one starts with OPENING_BACON bacon (setup.ts), offsetting having to commit first. */
export const openingBacon = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 5;

/** Version 6 on: the cards retuned for game length and card impact (issue 17; docs/rules.md); older games play them as assets/cards/v5/cards.json keeps them. */
export const retunedCardsV6 = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 6;

/** Version 6 on: Emberfall strikes from round EMBERFALL_ROUND_V6 + 1 (flow.ts), not round 9, so fewer games drag past round 8. */
export const earlyEmberfall = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 6;

/** Version 7 on: the cards retuned for the precon matchups and card impact (issue 17; docs/rules.md); older games play them as assets/cards/v6/cards.json keeps them. */
export const retunedCardsV7 = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 7;

/** Version 8 on: cards retuned for the precon matchups and the cards far below a plain unit (issue 17; docs/rules.md); older games play them as assets/cards/v7/cards.json keeps them, and the card behaviours that changed read this. */
export const retunedCardsV8 = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 8;

/** Version 9 on: cards retuned for the precon matchups measured with the standard bot of issue 17's last changes (docs/rules.md); older games play them as assets/cards/v8/cards.json keeps them. */
export const retunedCardsV9 = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 9;

/** Version 10 on: a rolled die shows its power face two times in three, not one in two (diceFaces.ts). */
export const morePowerFaces = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 10;

/** Version 10 on: the chimera's parts retuned for the dice of version 10 (issue 17; docs/rules.md); older games play them as assets/cards/v9/cards.json keeps them. */
export const retunedCardsV10 = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 10;

/** Version 10 on: bacon a card's effect gives obeys the bacon cap too, as the rules always said (earlier versions capped only pitches and dice powers). */
export const cappedEffectBacon = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 10;

/** Version 10 on: the standard bot pitches a reaction it holds in a full hand as its turn ends (bot.ts staleReaction). */
export const pitchesStaleReactions = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 10;

/** Version 11 on: every unit costs one basic more, and champions retuned with it (issue 17; docs/rules.md, "Rules version 11"); older games play the cards as assets/cards/v10/cards.json keeps them. */
export const retunedCardsV11 = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 11;

/**
 * Version 12 on: the passives that decided whole matchups narrowed (Corvin's Honeyed Words and Thessaly's Phantasm only
 * while their champion is ready, Orla's Pyre only on a champion's defeat, Seraphine's Dawn Vigil on Seraphine herself)
 * and champions retuned with them (issue 17; docs/rules.md, "Rules version 12"); older games play the cards as
 * assets/cards/v11/cards.json keeps them, and the passives as they were.
 */
export const retunedCardsV12 = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 12;

/**
 * Version 13 on: Temporal Anchor gives the attackers plus 2 armor (it read far below a plain unit, and Lantern Watch, the
 * lowest deck, lost both its matchups outside 35-65% for want of it) and Lysandra has 9 defense, Dusk Masque's share of
 * the same card given back (issue 17; docs/rules.md, "Rules version 13"); older games play the cards as
 * assets/cards/v12/cards.json keeps them, and Temporal Anchor as it was.
 */
export const retunedCardsV13 = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 13;

/** Version 13 on: Emberfall strikes from round 6 and grows by 2 a round (flow.ts), so fewer games reach round 9. */
export const steadyEmberfall = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 13;

/**
 * Version 14 on: Fenna's Verdant mends at most once a round. Mossheart Circle brings in many units, and a point of
 * healing for each undid, a point at a time, the decks that deal their damage a point at a time: it decided Ashen Pact's
 * matchup against it (issue 17; docs/rules.md, "Rules version 14"); older games play Fenna as
 * assets/cards/v13/cards.json keeps her, and Verdant as it was.
 */
export const retunedCardsV14 = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 14;

/**
 * Version 15 on: Lysandra's and Tamsin's pods each bring a body, the only two pods without one (Velvet Bribe summons a
 * Charmed Hound, Borrowed Time a Clockwork Sentinel), Hourglass Charm is played for a basic (time dice were the
 * bottleneck of Tamsin's pod) and Tamsin is 2/10/1 for it (issue 17; docs/rules.md, "Rules version 15"); older games play
 * the cards as assets/cards/v14/cards.json keeps them, and the two behaviours as they were.
 */
export const retunedCardsV15 = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 15;

/**
 * Version 16 on: the cheap cards that read far below a plain unit given enough for the action they take, and fourteen
 * champions' defense retuned to hold the matchups (issue 17; docs/rules.md, "Rules version 16"); older games play the cards as
 * assets/cards/v15/cards.json keeps them, and the changed behaviours as they were.
 */
export const retunedCardsV16 = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 16;

/**
 * Version 17 on: the reactions that answer one beat of a battle given a blow to strike (Counterblow and Stolen Kiss
 * hurt the blocker they name, Divine Reprisal singes every attacker, Turncoat Kiss hits harder), Hourglass Charm turned
 * for any die, the three cards furthest above a plain unit held back (Flashfire Ward 2 damage, Anvil Guard a basic
 * dearer, Briar Warden 1/2), and every champion's attack and defense retuned to hold the matchups and the length of
 * games (issue 17; docs/rules.md, "Rules version 17"); older games play the cards as assets/cards/v16/cards.json keeps
 * them, and the changed behaviours as they were.
 */
export const retunedCardsV17 = (setup: GameSetup): boolean => rulesVersionOf(setup) >= 17;
