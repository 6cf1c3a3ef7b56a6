import { z } from 'zod';
import type { InCode } from '../wire-names';
import { SCOPES, isScope, type Scope } from '../scopes';
import { idSchema } from './catalog';
import { plainText } from './text';

/** API keys and their scopes (docs/security.md "API keys"). */

export const scopeSchema = z.custom<Scope>(isScope, { error: `must be one of ${SCOPES.join(', ')}` });

export const createApiKeySchema = z.object({
  name: plainText({ label: 'Name' }).trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  scopes: z
    .array(scopeSchema, { error: 'scopes must be a list of scopes' })
    .min(1, 'Choose at least one scope')
    .max(SCOPES.length, `At most ${SCOPES.length} scopes`)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope may be listed once'),
});

export const apiKeyParamsSchema = z.object({ apiKeyId: idSchema });

export const apiKeySchema = z.object({
  apiKeyId: z.number().int(),
  name: z.string(),
  scopes: z.array(scopeSchema),
  /** `nwk_live_` and the secret's first characters; the secret itself is never shown again. */
  prefix: z.string(),
  /** The operator who made it (their email); null once that account is gone. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyView = InCode<z.output<typeof apiKeySchema>>;

export const apiKeyListSchema = z.object({ apiKeys: z.array(apiKeySchema) });

/** The answer to creating a key: the only time its secret is shown. */
export const createdApiKeySchema = z.object({
  apiKeyId: z.number().int(),
  name: z.string(),
  scopes: z.array(scopeSchema),
  prefix: z.string(),
  secret: z.string(),
});

export const revokedApiKeySchema = z.object({ apiKeyId: z.number().int(), revokedAt: z.string() });

export const scopeListSchema = z.object({
  scopes: z.array(
    z.object({
      scope: scopeSchema,
      /** The endpoints the scope opens, as `GET /api/admin/orders/{orderUuid}`; empty for a scope no endpoint needs yet. */
      endpoints: z.array(z.object({ method: z.string(), path: z.string(), summary: z.string() })),
    }),
  ),
});
