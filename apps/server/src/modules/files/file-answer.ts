/**
 * The bytes of a file as the answer of a route that declares its 200 in content form
 * (`content: { 'application/pdf': { schema: z.string() } }`, issue 12). Fastify sends a Buffer as
 * it is and never hands it to the serializer, so the bytes leave unchanged; only the type of the
 * declared schema (text) has to be met.
 */
export const fileBytes = (data: Buffer): string => data as unknown as string;
