import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { CHAT_HEARTBEAT_MS, type ChatServerFrame } from '@shop/contract/chat';
import { authOf } from '../../http/auth.ts';
import { ApiError } from '../../http/envelope.ts';
import { pickLang, translate, type Lang } from '../../http/messages.ts';
import { onRevoked } from '../../http/revocations.ts';
import { ChatHub, type HubSocket } from './bus.ts';
import { chatIdentityOf, type ChatIdentity } from './identity.ts';
import { parsePeer } from './rules.ts';
import { sendMessage } from './send.ts';
import { TokenWatch } from './token-watch.ts';

/** The first frame must come this soon: a socket nobody identifies holds a connection for nothing. */
const FIRST_FRAME_MS = 10_000;
/** A socket silent for three heartbeats is gone (a lost network never says goodbye). */
const IDLE_MS = 3 * CHAT_HEARTBEAT_MS;
/** Socket openings per address per minute, across instances. */
const OPENINGS_PER_MINUTE = 60;

/** Close codes in the application range (4000-4999): the client reconnects after them, except after 4003. */
const CLOSE = { badFrame: 4400, forbidden: 4003, signedOut: 4401, idle: 4408 } as const;

const text = z.union([z.string(), z.number()]).transform(String);
const frameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heart'),
    data: z
      .object({ provider: z.string().optional(), token: z.string().optional(), lang: z.string().optional() })
      .optional(),
  }),
  z.object({
    type: z.literal('chat'),
    data: z.object({ rid: text, rtype: z.string(), content_type: z.string().optional(), content: z.string() }),
  }),
]);
type Frame = z.infer<typeof frameSchema>;

/**
 * `GET /ws`: qwshop's realtime channel, without its defect: the first frame carries the client's token (none for a
 * guest) and the server registers the socket under the identity it derives exactly as `/api/Chat/*` does, never
 * under an id the client names. From then on the socket gets the messages of its own conversations only.
 */
export async function chatSocketRoutes(app: FastifyInstance): Promise<void> {
  const hub = new ChatHub(app.kv);
  const tokens = new TokenWatch();
  // Subscribed before the first socket opens, for as long as the app runs.
  const stopListening = await onRevoked(app.kv, (ids) => tokens.revoked(ids));
  app.addHook('onClose', async () => {
    await stopListening().catch(() => undefined);
  });
  app.get(
    '/ws',
    {
      websocket: true,
      schema: { hide: true },
      // Before the upgrade: refused openings answer HTTP 429 and never become sockets.
      preValidation: async (req, reply) => {
        const { count } = await req.server.kv.hit(`chat:open:${req.ip}`, 60_000);
        if (count <= OPENINGS_PER_MINUTE) return;
        const msg = translate(pickLang(req.headers['accept-language']), 'tooFrequent');
        await reply.status(429).send({ code: 429, msg, data: [] });
      },
    },
    (socket, req) => serve(socket, req, hub, tokens),
  );
}

function serve(socket: WebSocket, req: FastifyRequest, hub: ChatHub, tokens: TokenWatch): void {
  let lang: Lang = pickLang(req.headers['accept-language']);
  let session:
    | {
        identity: ChatIdentity;
        provider: string;
        token: string;
        /** The token the identity stands on; none for a guest. */
        tokenId: number | undefined;
        member: HubSocket;
        unwatch: () => void;
      }
    | undefined;
  let queue = Promise.resolve();
  let idle = setTimeout(() => socket.close(CLOSE.idle), FIRST_FRAME_MS);
  const isOpen = () => socket.readyState === socket.OPEN;

  const send = (frame: ChatServerFrame) => {
    if (isOpen()) socket.send(JSON.stringify(frame));
  };
  const refuse = (err: unknown) => {
    const e = err instanceof ApiError ? err : new ApiError('failed');
    if (!(err instanceof ApiError)) req.log.error({ err }, 'chat socket frame failed');
    send({ type: 'error', data: { code: e.code, msg: translate(lang, e.key, e.params) } });
  };
  const signOut = () => {
    send({ type: 'error', data: { code: 401, msg: translate(lang, 'loginInv') } });
    socket.close(CLOSE.signedOut, 'token revoked or expired');
  };

  /** The identity the token of the first frame gives now (a revoked or expired token no longer gives it). */
  const identify = async (provider: string, token: string): Promise<ChatIdentity> => {
    // The upgrade request stands for the socket's caller: the token goes where the HTTP API reads it, and the
    // cached resolution is dropped so each check sees the token's current state.
    if (token) req.headers.authorization = `Bearer ${token}`;
    else delete req.headers.authorization;
    req.authInfo = undefined;
    return chatIdentityOf(req, provider);
  };

  /**
   * Whether the socket's token is still the live token it was opened with (a guest has none to lose): the same
   * one-query lookup every signed-in HTTP request makes, run before each frame is acted on.
   */
  const stillSignedIn = async (): Promise<boolean> => {
    if (session?.tokenId === undefined) return true;
    req.authInfo = undefined;
    return (await authOf(req))?.tokenId === session.tokenId;
  };

  /** Runs `work` after the frames already queued, unless the socket has closed meanwhile. */
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(async () => {
      if (!isOpen()) return;
      try {
        await work();
      } catch (err) {
        refuse(err);
        // A socket that could not be identified (staff without the chat menu) is of no use open.
        if (!session) socket.close(err instanceof ApiError && err.code === 403 ? CLOSE.forbidden : CLOSE.badFrame);
      }
    });
  };

  const handle = async (frame: Frame) => {
    if (frame.type === 'heart') {
      if (!session) {
        lang = pickLang(req.headers['accept-language'], frame.data?.lang);
        const provider = frame.data?.provider ?? 'anonymous';
        const token = frame.data?.token ?? '';
        const identity = await identify(provider, token);
        const tokenId = identity.type === 'anonymous' ? undefined : req.authInfo?.tokenId;
        const member: HubSocket = {
          identity,
          send: (f) => {
            if (isOpen()) socket.send(f);
          },
        };
        // A revocation announced from now on reaches this socket; one announced while it was being identified is
        // caught by the check right after.
        const unwatch = tokenId === undefined ? () => undefined : tokens.watch(tokenId, () => void signOutIfRevoked());
        session = { identity, provider, token, tokenId, member, unwatch };
        await hub.add(member);
        if (!(await stillSignedIn())) return signOut();
      } else if (session.tokenId !== undefined) {
        // A guest has no session to lose (and one without the cookie would be given a new identity each time).
        const now = await identify(session.provider, session.token);
        const was = session.identity;
        if (now.id !== was.id || now.type !== was.type || now.storeOnly !== was.storeOnly) return signOut();
      }
      send({ type: 'heart', data: { sid: session.identity.id, stype: session.identity.type } });
      return;
    }
    if (!session) throw new ApiError('chat.badFrame', 400);
    const peer = parsePeer(frame.data.rid, frame.data.rtype);
    await sendMessage(req.server.db, req.server.kv, session.identity, peer, {
      content_type: frame.data.content_type ?? '',
      content: frame.data.content,
      address: req.ip,
    });
  };

  /**
   * On an announced revocation: checked at once, not behind the frames queued on this socket (a flood of frames
   * must not delay the close); once closed, the queued frames are dropped.
   */
  const signOutIfRevoked = async () => {
    try {
      if (isOpen() && !(await stillSignedIn())) signOut();
    } catch (err) {
      req.log.error({ err }, 'chat socket revocation check failed');
    }
  };

  socket.on('message', (raw, isBinary) => {
    // Frames are handled one after another, so a sender's messages are stored and published in the order sent.
    enqueue(async () => {
      // Every frame, well-formed or not, first proves the session still stands: a signed-out socket can neither
      // send nor keep itself open by talking.
      if (!(await stillSignedIn())) return signOut();
      const parsed = isBinary ? undefined : frameSchema.safeParse(parseJson(utf8(raw)));
      if (!parsed?.success) {
        refuse(new ApiError('chat.badFrame', 400));
        if (!session) socket.close(CLOSE.badFrame);
        return;
      }
      // Only a well-formed frame counts as the client being there.
      clearTimeout(idle);
      idle = setTimeout(() => socket.close(CLOSE.idle), IDLE_MS);
      await handle(parsed.data);
    });
  });

  socket.on('close', () => {
    clearTimeout(idle);
    if (session) {
      session.unwatch();
      hub.remove(session.member);
    }
  });
}

/** A text frame's payload as a string, whichever buffer shape ws hands over. */
export function utf8(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
