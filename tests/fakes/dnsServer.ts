import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';

/** DNS record type and class numbers (RFC 1035, 3.2.2 and 3.2.4). */
const TYPE_A = 1;
const TYPE_TXT = 16;
const CLASS_IN = 1;

/** Response codes (RFC 1035, 4.1.1). */
const RCODE_OK = 0;
const RCODE_FORMAT_ERROR = 1;
const RCODE_NAME_ERROR = 3; // NXDOMAIN

interface Question {
  /** Lower-case, without the trailing dot. */
  name: string;
  type: number;
  cls: number;
  /** Where the question section ends in the query, to copy it into the answer. */
  end: number;
}

/**
 * A real DNS server on a free local UDP port that answers TXT queries from a table the test
 * sets, speaking the wire format of RFC 1035: a name in the table answers its TXT records (or
 * none, NODATA, for other types), any other name answers NXDOMAIN. Point the product at it
 * with `DNS_SERVERS=<address>`.
 */
export class FakeDnsServer {
  readonly #socket: Socket;
  readonly #txt = new Map<string, string[]>();
  readonly #a = new Map<string, string[]>();
  /** Every name asked, in order, lower-case. */
  readonly queries: string[] = [];
  port = 0;

  private constructor(socket: Socket) {
    this.#socket = socket;
    socket.on('message', (message, peer) => this.#answer(message, peer));
  }

  static async start(): Promise<FakeDnsServer> {
    const socket = createSocket('udp4');
    const server = new FakeDnsServer(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(0, '127.0.0.1', () => resolve());
    });
    server.port = socket.address().port;
    return server;
  }

  /** `ip:port`, the form DNS_SERVERS takes. */
  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** The TXT records of a name; an empty list keeps the name (NODATA), `remove` forgets it (NXDOMAIN). */
  setTxt(name: string, values: readonly string[]): void {
    this.#txt.set(normalize(name), [...values]);
  }

  /** The IPv4 addresses (A records) of a name; it answers no AAAA records. */
  setA(name: string, addresses: readonly string[]): void {
    this.#a.set(normalize(name), [...addresses]);
  }

  remove(name: string): void {
    this.#txt.delete(normalize(name));
    this.#a.delete(normalize(name));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#socket.close(() => resolve()));
  }

  #answer(query: Buffer, peer: RemoteInfo): void {
    if (query.length < 12) return; // not even a header: nothing to answer to
    const id = query.readUInt16BE(0);
    const flags = query.readUInt16BE(2);
    if (flags & 0x8000) return; // a response, not a query
    const question = query.readUInt16BE(4) === 1 ? parseQuestion(query) : null;
    if (!question) {
      this.#send(header(id, flags, RCODE_FORMAT_ERROR, 0, 0), peer);
      return;
    }
    this.queries.push(question.name);
    const records = this.#txt.get(question.name);
    const addresses = this.#a.get(question.name);
    const answers =
      question.cls !== CLASS_IN
        ? []
        : question.type === TYPE_TXT
          ? (records ?? []).map(txtRecord)
          : question.type === TYPE_A
            ? (addresses ?? []).map(aRecord)
            : [];
    const rcode = records || addresses ? RCODE_OK : RCODE_NAME_ERROR;
    const parts = [header(id, flags, rcode, 1, answers.length), query.subarray(12, question.end), ...answers];
    this.#send(Buffer.concat(parts), peer);
  }

  #send(packet: Buffer, peer: RemoteInfo): void {
    this.#socket.send(packet, peer.port, peer.address);
  }
}

function normalize(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}

/** The single question of a query (RFC 1035, 4.1.2): labels up to the root, then type and class. */
function parseQuestion(query: Buffer): Question | null {
  const labels: string[] = [];
  let offset = 12;
  for (;;) {
    if (offset >= query.length) return null;
    const length = query[offset]!;
    if (length === 0) break;
    if (length > 63) return null; // a compression pointer or a reserved form: queries have neither
    if (offset + 1 + length > query.length) return null;
    labels.push(query.toString('latin1', offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  offset += 1;
  if (offset + 4 > query.length) return null;
  return { name: normalize(labels.join('.')), type: query.readUInt16BE(offset), cls: query.readUInt16BE(offset + 2), end: offset + 4 };
}

/**
 * The answer's header (RFC 1035, 4.1.1): the query's id, opcode and recursion-desired bit;
 * QR (a response), AA (authoritative) and RA (recursion available) set; no authority or
 * additional records (an EDNS OPT of the query is not echoed, which plain DNS allows).
 */
function header(id: number, queryFlags: number, rcode: number, questions: number, answers: number): Buffer {
  const buffer = Buffer.alloc(12);
  buffer.writeUInt16BE(id, 0);
  const flags = 0x8000 | (queryFlags & 0x7800) | 0x0400 | (queryFlags & 0x0100) | 0x0080 | rcode;
  buffer.writeUInt16BE(flags, 2);
  buffer.writeUInt16BE(questions, 4);
  buffer.writeUInt16BE(answers, 6);
  buffer.writeUInt16BE(0, 8);
  buffer.writeUInt16BE(0, 10);
  return buffer;
}

/**
 * One TXT resource record (RFC 1035, 3.3.14) for the question's name: a pointer to offset 12,
 * where the question's name starts; the text split into character-strings of at most 255 bytes.
 */
function txtRecord(value: string): Buffer {
  const text = Buffer.from(value, 'utf8');
  const chunks: Buffer[] = [];
  for (let at = 0; at < text.length || chunks.length === 0; at += 255) {
    const chunk = text.subarray(at, at + 255);
    chunks.push(Buffer.concat([Buffer.from([chunk.length]), chunk]));
  }
  const rdata = Buffer.concat(chunks);
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0); // name: pointer to the question's
  fixed.writeUInt16BE(TYPE_TXT, 2);
  fixed.writeUInt16BE(CLASS_IN, 4);
  fixed.writeUInt32BE(60, 6); // TTL in seconds
  fixed.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([fixed, rdata]);
}

/** One A resource record (RFC 1035, 3.4.1) for the question's name: four bytes of IPv4 address. */
function aRecord(address: string): Buffer {
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0);
  fixed.writeUInt16BE(TYPE_A, 2);
  fixed.writeUInt16BE(CLASS_IN, 4);
  fixed.writeUInt32BE(60, 6);
  fixed.writeUInt16BE(4, 10);
  return Buffer.concat([fixed, Buffer.from(address.split('.').map(Number))]);
}
