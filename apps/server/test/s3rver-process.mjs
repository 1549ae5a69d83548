// Runs s3rver in a child process for the storage tests. s3rver encrypts ListObjectsV2
// continuation tokens with DES, which OpenSSL 3 only offers through its legacy provider, so the
// parent starts this file with --openssl-legacy-provider instead of turning that on for the whole
// test run. The settings arrive as JSON in argv; the bound port goes back over IPC.
import S3rver from 's3rver';

const options = JSON.parse(process.argv[2]);
const server = new S3rver({ ...options, port: 0, silent: true });
const { port } = await server.run();
process.send({ port });
process.on('message', async (message) => {
  if (message === 'close') {
    await server.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
