import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** An SMTP_URL for the app, with the credentials the server accepts. */
  url: string;
  /** Every message received, parsed, in order of arrival. */
  received: ParsedMail[];
  /** Envelope recipients of each message, in the same order. */
  recipients: string[][];
  /** Stops listening (the port stays reserved for `start`). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

const USER = 'careclass';
const PASSWORD = 'smtp-test-password';

/**
 * A real SMTP server (smtp-server, from npm) on a free loopback port that asks for a login and
 * keeps what it receives. STARTTLS is off: the test speaks plain SMTP on loopback, so no
 * certificate is involved.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const recipients: string[][] = [];
  let port = 0;
  let server: SMTPServer;

  const create = () =>
    new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            recipients.push(session.envelope.rcptTo.map((r) => r.address));
            callback();
          })
          .catch(callback);
      },
    });

  const start = async () => {
    server = create();
    server.listen(port, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  };
  await start();
  return {
    get url() {
      return `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`;
    },
    received,
    recipients,
    start,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
