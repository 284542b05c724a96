import {
  manifestoGenerateResponseSchema,
  manifestoRespondResponseSchema,
  manifestoStartResponseSchema,
  type ManifestoGenerateRequest,
  type ManifestoGenerateResponse,
  type ManifestoRespondRequest,
  type ManifestoRespondResponse,
  type ManifestoStartResponse,
} from '@uniform/contracts';
import { apiRequest } from '../api';

/** The three calls of the manifesto wizard (spec 2 §7), answers checked against the contract. */
export const MANIFESTO_API = {
  start: '/api/manifesto/start',
  respond: '/api/manifesto/respond',
  generate: '/api/manifesto/generate',
} as const;

/** The three failure toasts of spec 2 §8 (destructive, titled 'Error'). */
export const MANIFESTO_ERRORS = {
  start: 'Failed to start the manifesto wizard. Please try again.',
  respond: 'Failed to send message. Please try again.',
  generate: 'Failed to generate final manifesto. Please try again.',
} as const;

export async function startManifesto(): Promise<ManifestoStartResponse> {
  const res = await apiRequest('POST', MANIFESTO_API.start);
  return manifestoStartResponseSchema.parse(await res.json());
}

export async function respondManifesto(body: ManifestoRespondRequest): Promise<ManifestoRespondResponse> {
  const res = await apiRequest('POST', MANIFESTO_API.respond, body);
  return manifestoRespondResponseSchema.parse(await res.json());
}

export async function generateManifesto(body: ManifestoGenerateRequest): Promise<ManifestoGenerateResponse> {
  const res = await apiRequest('POST', MANIFESTO_API.generate, body);
  return manifestoGenerateResponseSchema.parse(await res.json());
}
