import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify logs two info lines per request; on a terminal that buries what matters. Here a request
 * is logged once, at debug level (LOG_LEVEL=debug shows it), and only a request that failed is
 * logged as an error. The error handler still logs every 5xx with its cause.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) {
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      request.log.debug(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.debug(`Route ${request.method}:${request.url} not found`);
  }
}
