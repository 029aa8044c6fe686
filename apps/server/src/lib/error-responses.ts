import { errorEnvelopeWithDetailSchema } from '@app/contracts';

/** OpenAPI response entries for the error statuses a route can answer, all in the error envelope. */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorEnvelopeWithDetailSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeWithDetailSchema])) as Record<
    Status,
    typeof errorEnvelopeWithDetailSchema
  >;
}
