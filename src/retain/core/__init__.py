"""The belief core: the write gate's judgement, claims, slots, lifecycle, validation."""
