import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';

/**
 * Payloads sent alike to many sockets (lobby/sharedList.ts: the games list most viewers get), marked by
 * identity: socket.io encodes a packet per socket, so a 1 MB list sent to 2,500 arriving sockets was
 * stringified, and walked for binary parts, 2,500 times. A marked payload's JSON text is made once, on
 * its first send, and reused while the object lives (a WeakMap: it goes with the list).
 *
 * A marked payload must not change after it is marked; the lobby makes a new list for every change.
 */
const texts = new WeakMap<object, string | (() => string)>();

/**
 * Marks a payload as sent alike to many sockets. `toText` makes its JSON text, on its first send; by
 * default JSON.stringify, or a caller's own from parts it keeps (lobby/sharedList.ts joins each game's).
 */
export function shared<T extends object>(payload: T, toText: () => string = () => JSON.stringify(payload)): T {
  texts.set(payload, toText);
  return payload;
}

/**
 * socket.io's encoder, with the marked payloads' text reused. The wire format is socket.io's own
 * (type, namespace, ack id, then the JSON array of event name and arguments), so clients are unchanged.
 * Only a plain event with one marked argument takes this path; a recovering session's offset (cluster
 * mode appends one) or anything else goes to socket.io's encoder as before.
 */
class SharingEncoder extends Encoder {
  override encode(packet: Packet): ReturnType<Encoder['encode']> {
    const data: unknown = packet.data;
    if (packet.type !== PacketType.EVENT || !Array.isArray(data) || data.length !== 2 || typeof data[0] !== 'string') return super.encode(packet);
    const payload: unknown = data[1];
    if (typeof payload !== 'object' || payload === null || !texts.has(payload)) return super.encode(packet);
    let text = texts.get(payload)!;
    if (typeof text === 'function') texts.set(payload, (text = text()));
    const nsp = packet.nsp && packet.nsp !== '/' ? `${packet.nsp},` : '';
    return [`${PacketType.EVENT}${nsp}${packet.id ?? ''}[${JSON.stringify(data[0])},${text}]`];
  }
}

/** The server's socket.io parser: the standard decoder, and the encoder above. */
export const sharingParser = { Encoder: SharingEncoder, Decoder };
