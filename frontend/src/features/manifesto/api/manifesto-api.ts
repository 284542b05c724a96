import type {
  ManifestoGenerateRequest,
  ManifestoGenerateResponse,
  ManifestoRespondRequest,
  ManifestoRespondResponse,
  ManifestoStartResponse,
} from '@uniform/contracts';
import { callOperation } from '../../../shared/api/api-client';

/** The three calls of the manifesto wizard (spec 2 §7), answers checked against the contract. */

export async function startManifesto(): Promise<ManifestoStartResponse> {
  return callOperation('manifestoStart');
}

export async function respondManifesto(body: ManifestoRespondRequest): Promise<ManifestoRespondResponse> {
  return callOperation('manifestoRespond', body);
}

export async function generateManifesto(body: ManifestoGenerateRequest): Promise<ManifestoGenerateResponse> {
  return callOperation('manifestoGenerate', body);
}
