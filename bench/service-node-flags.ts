/**
 * The V8 flags the service runs with (package.json's `start`, the Dockerfile's CMD): the
 * benchmarks start its processes with them too, so they measure what production runs. A young
 * generation of 32 MB a half-space instead of V8's 16 cut the scavenges a morning's replies
 * cause (docs/decisions/020-scale.md).
 */
export const serviceNodeFlags = ['--max-semi-space-size=32'];
