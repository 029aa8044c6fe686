import {
  fillPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@app/contracts';
import { apiRequest, type QueryParams, type RequestOptions } from './api-client';

type Field<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call sends: path parameters, query and body, each typed by the endpoint's schemas. */
export type EndpointInput<E extends Endpoint> = Field<'params', EndpointParams<E>> &
  Field<'query', EndpointQuery<E>> &
  Field<'body', EndpointBody<E>>;

export type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'headers' | 'bearer'> & {
  /** The files and fields of a multipart endpoint. */
  multipart?: FormData;
};

type CallArgs<E extends Endpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls an endpoint of @app/contracts: path, method and body encoding come from its descriptor, the
 * answer's type from its response schema. (enc) bodies are encrypted by a lazily loaded module, so the
 * pages that never send one never download the encryption code.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input, options = {}]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const { multipart, ...rest } = options;
  const path = fillPath(endpoint.path, input?.params as Record<string, string> | undefined);
  const request: RequestOptions = {
    ...rest,
    method: endpoint.method,
    params: input?.query as QueryParams | undefined,
  };
  switch (endpoint.body) {
    case 'encrypted': {
      const { encryptedRequest } = await import('./encrypted-request');
      return encryptedRequest(path, input?.body, request);
    }
    case 'form':
      return apiRequest(path, { ...request, form: input?.body as Record<string, string> });
    case 'multipart':
      return apiRequest(path, multipart ? { ...request, multipart } : { ...request, body: input?.body });
    default:
      return apiRequest(path, input?.body === undefined ? request : { ...request, body: input.body });
  }
}
