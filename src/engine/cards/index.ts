import type { Behaviour } from './behaviour';
import { behaviours as registry } from './registry';
import orlaCinderhand from './orla-cinderhand';
import thessalyGloamveil from './thessaly-gloamveil';
import bramOakenroot from './bram-oakenroot';
import seraphineDawnsworn from './seraphine-dawnsworn';
import corvinHexweaver from './corvin-hexweaver';
import maelisThreadbinder from './maelis-threadbinder';
import ottolineClockwise from './ottoline-clockwise';
import garrickAshforge from './garrick-ashforge';
import emberBolt from './ember-bolt';
import flashfireWard from './flashfire-ward';
import shadeConjury from './shade-conjury';
import phantomFeint from './phantom-feint';
import hauntingWhisper from './haunting-whisper';
import barkskin from './barkskin';
import wildSurge from './wild-surge';
import radiantLance from './radiant-lance';
import sanctuary from './sanctuary';
import aegisCall from './aegis-call';
import sweetNothings from './sweet-nothings';
import houndWhistle from './hound-whistle';
import turncoatKiss from './turncoat-kiss';
import threadOfPain from './thread-of-pain';
import kindredMend from './kindred-mend';
import mirroredWound from './mirrored-wound';
import clockworkFoundry from './clockwork-foundry';
import stolenMoment from './stolen-moment';
import timeSlip from './time-slip';
import anvilStrike from './anvil-strike';
import forgeApprentice from './forge-apprentice';
import temperedResolve from './tempered-resolve';
import hallTorch from './hall-torch';
import secondWind from './second-wind';
import quickStudy from './quick-study';
import emberLantern from './ember-lantern';
import rallyingHorn from './rallying-horn';
// Units and keywords (assets/cards/sets/units.json).
import ashenAcolyte from './ashen-acolyte';
import pyreHerald from './pyre-herald';
import veilArcher from './veil-archer';
import mirageDouble from './mirage-double';
import briarWarden from './briar-warden';
import anvilGuard from './anvil-guard';
import dawnTemplar from './dawn-templar';
import lanternCleric from './lantern-cleric';
import silverTongue from './silver-tongue';
import gildedEnvoy from './gilded-envoy';
import kinshipWarden from './kinship-warden';
import boundSpirit from './bound-spirit';
import hourglassRunner from './hourglass-runner';
import chronoKeeper from './chrono-keeper';
import bloodPact from './blood-pact';
import sacrificialRite from './sacrificial-rite';
import standTogether from './stand-together';
import hasten from './hasten';
import tradeSecrets from './trade-secrets';
import veilOfMist from './veil-of-mist';

// Champions set (assets/cards/sets/champions.json).
import ignatiusPyrewright from './ignatius-pyrewright';
import mirelaDuskmantle from './mirela-duskmantle';
import fennaMossheart from './fenna-mossheart';
import aurelioLightwarden from './aurelio-lightwarden';
import lysandraVelvetine from './lysandra-velvetine';
import caspianHeartwright from './caspian-heartwright';
import tamsinHourwright from './tamsin-hourwright';
import brannocScarbound from './brannoc-scarbound';
import cinderPact from './cinder-pact';
import smokeScreen from './smoke-screen';
import kilnWarden from './kiln-warden';
import misdirection from './misdirection';
import veiledBargain from './veiled-bargain';
import mirageDancer from './mirage-dancer';
import seedBargain from './seed-bargain';
import entangle from './entangle';
import oathboundSquire from './oathbound-squire';
import layOnHands from './lay-on-hands';
import divineReprisal from './divine-reprisal';
import charmingRuse from './charming-ruse';
import stolenKiss from './stolen-kiss';
import velvetBribe from './velvet-bribe';
import bloodPrice from './blood-price';
import vengefulTie from './vengeful-tie';
import hourglassCharm from './hourglass-charm';
import borrowedTime from './borrowed-time';
import temporalAnchor from './temporal-anchor';
import scarOath from './scar-oath';
import counterblow from './counterblow';

const newChampionSet = [ignatiusPyrewright, mirelaDuskmantle, fennaMossheart, aurelioLightwarden, lysandraVelvetine, caspianHeartwright, tamsinHourwright, brannocScarbound, cinderPact, smokeScreen, kilnWarden, misdirection, veiledBargain, mirageDancer, seedBargain, entangle, oathboundSquire, layOnHands, divineReprisal, charmingRuse, stolenKiss, velvetBribe, bloodPrice, vengefulTie, hourglassCharm, borrowedTime, temporalAnchor, scarOath, counterblow];

/** Card id -> behaviour (registry.ts holds the table). Champions' entries are their abilities. */
export const behaviours: Record<string, Behaviour> = Object.assign(registry, Object.fromEntries(
  [orlaCinderhand, thessalyGloamveil, bramOakenroot, seraphineDawnsworn, corvinHexweaver, maelisThreadbinder, ottolineClockwise, garrickAshforge, emberBolt, flashfireWard, shadeConjury, phantomFeint, hauntingWhisper, barkskin, wildSurge, radiantLance, sanctuary, aegisCall, sweetNothings, houndWhistle, turncoatKiss, threadOfPain, kindredMend, mirroredWound, clockworkFoundry, stolenMoment, timeSlip, anvilStrike, forgeApprentice, temperedResolve, hallTorch, secondWind, quickStudy, emberLantern, rallyingHorn,
    ashenAcolyte, pyreHerald, veilArcher, mirageDouble, briarWarden, anvilGuard, dawnTemplar, lanternCleric, silverTongue, gildedEnvoy, kinshipWarden, boundSpirit, hourglassRunner, chronoKeeper, bloodPact, sacrificialRite, standTogether, hasten, tradeSecrets, veilOfMist,
    ...newChampionSet].map((b) => [b.id, b]),
));
