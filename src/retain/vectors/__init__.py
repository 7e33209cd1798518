"""Vectors: embedders, packing, and similarity between memories (numpy lives here)."""
