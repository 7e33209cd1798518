"""A scripted model server on loopback, for running a real agent CLI without a real model:
OpenAI-compatible chat completions (Copilot CLI's BYOK provider settings point it here)
or, with api="gemini", the Gemini API's generateContent (Gemini CLI's
GOOGLE_GEMINI_BASE_URL points it here), with api="responses" OpenAI's Responses API
(a Codex CLI model provider whose base_url is this server), or with api="anthropic" the
Messages API as Claude Code calls it (ANTHROPIC_BASE_URL points it here).

Each model call gets the next step of the script: a tool call ({"tool": name, "args":
{...}}) or a final answer ({"text": ...}), streamed as the API streams it when asked.
Every request body is kept, so a test can see what reached the model (the hooks' context
among it). Only 127.0.0.1 is served.

Claude Code also sends side requests (a small model naming the session, token counts,
a quota probe): only a request carrying the session's `tools` takes the next step; the
others get a short text answer and are kept apart, in `side`."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class FakeModel:
    """Start with `with FakeModel(script) as model:`; `model.url` is the base URL."""

    def __init__(self, script: list[dict[str, Any]], api: str = "openai") -> None:
        self.script = script
        self.api = api
        self.requests: list[dict[str, Any]] = []
        self.side: list[dict[str, Any]] = []  # Claude Code's side requests (api="anthropic")
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        root = f"http://127.0.0.1:{self._server.server_address[1]}"
        self.url = root if api in ("gemini", "anthropic") else f"{root}/v1"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> FakeModel:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def seen(self) -> str:
        """Every message the model was sent, as one text."""
        with self._lock:
            key = {"gemini": "contents", "responses": "input"}.get(self.api, "messages")
            return "\n".join(json.dumps(r.get(key, [])) for r in self.requests)

    def _anthropic(self, path: str, request: dict[str, Any]) -> tuple[bytes, str]:
        """A Messages API answer: the script's next step for a session turn (one that
        carries tools), a short text for a side request; streamed as SSE when asked."""
        if path.split("?")[0].endswith("/count_tokens"):
            return json.dumps({"input_tokens": 10}).encode(), "application/json"
        with self._lock:
            if request.get("tools"):
                self.requests.append(request)
                n = len(self.requests)
                step = self.script[min(n - 1, len(self.script) - 1)]
            else:
                self.side.append(request)
                n, step = 1000 + len(self.side), {"text": "Scripted session"}
        if "tool" in step:
            block: dict[str, Any] = {"type": "tool_use", "id": f"toolu_{n:04d}"}
            block.update(name=step["tool"], input=step["args"])
            stop = "tool_use"
        else:
            block, stop = {"type": "text", "text": step["text"]}, "end_turn"
        usage = {"input_tokens": 10, "output_tokens": 5}
        message = {"id": f"msg_{n:04d}", "type": "message", "role": "assistant"}
        message.update(model=request.get("model", "claude"), stop_sequence=None)
        if not request.get("stream"):
            body = {**message, "content": [block], "stop_reason": stop, "usage": usage}
            return json.dumps(body).encode(), "application/json"
        empty = {**block, "input": {}} if stop == "tool_use" else {**block, "text": ""}
        if stop == "tool_use":
            delta = {"type": "input_json_delta", "partial_json": json.dumps(step["args"])}
        else:
            delta = {"type": "text_delta", "text": step["text"]}
        start = {**message, "content": [], "stop_reason": None, "usage": usage}
        events = [
            {"type": "message_start", "message": start},
            {"type": "content_block_start", "index": 0, "content_block": empty},
            {"type": "content_block_delta", "index": 0, "delta": delta},
            {"type": "content_block_stop", "index": 0},
            {
                "type": "message_delta",
                "delta": {"stop_reason": stop, "stop_sequence": None},
                "usage": {"output_tokens": 5},
            },
            {"type": "message_stop"},
        ]
        sse = b"".join(f"event: {e['type']}\ndata: {json.dumps(e)}\n\n".encode() for e in events)
        return sse, "text/event-stream"

    def _responses(self, request: dict[str, Any]) -> bytes:
        """A Responses API stream: created, the one output item, completed."""
        with self._lock:
            self.requests.append(request)
            n = len(self.requests)
            step = self.script[min(n - 1, len(self.script) - 1)]
        if "tool" in step:
            args = json.dumps(step["args"])
            item: dict[str, Any] = {"type": "function_call", "id": f"fc_{n}"}
            item.update(call_id=f"call_{n}", name=step["tool"], arguments=args)
        else:
            text = [{"type": "output_text", "text": step["text"]}]
            item = {"type": "message", "role": "assistant", "id": f"msg_{n}", "content": text}
        usage = {
            "input_tokens": 10,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": 5,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": 15,
        }
        events = [
            {"type": "response.created", "response": {"id": f"resp_{n}"}},
            {"type": "response.output_item.done", "output_index": 0, "item": item},
            {"type": "response.completed", "response": {"id": f"resp_{n}", "usage": usage}},
        ]
        return b"".join(f"event: {e['type']}\ndata: {json.dumps(e)}\n\n".encode() for e in events)

    def _gemini(self, path: str, request: dict[str, Any]) -> bytes | None:
        """The Gemini API's answer (None: not a model turn, answered with an empty JSON
        object as text, for the CLI's side calls)."""
        if "streamGenerateContent" not in path:
            return None
        with self._lock:
            self.requests.append(request)
            step = self.script[min(len(self.requests) - 1, len(self.script) - 1)]
        if "tool" in step:
            part: dict[str, Any] = {"functionCall": {"name": step["tool"], "args": step["args"]}}
        else:
            part = {"text": step["text"]}
        usage = {"promptTokenCount": 10, "candidatesTokenCount": 5, "totalTokenCount": 15}
        content = {"role": "model", "parts": [part]}
        chunk = {"candidates": [{"content": content, "finishReason": "STOP", "index": 0}]}
        return b"data: " + json.dumps({**chunk, "usageMetadata": usage}).encode() + b"\r\n\r\n"

    def _next(self, request: dict[str, Any]) -> tuple[dict[str, Any], str]:
        with self._lock:
            self.requests.append(request)
            step = self.script[min(len(self.requests) - 1, len(self.script) - 1)]
            n = len(self.requests)
        if "tool" in step:
            call = {
                "index": 0,
                "id": f"call_{n}",
                "type": "function",
                "function": {"name": step["tool"], "arguments": json.dumps(step["args"])},
            }
            return {"role": "assistant", "content": None, "tool_calls": [call]}, "tool_calls"
        return {"role": "assistant", "content": step["text"]}, "stop"

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        model = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def _send(self, body: bytes, kind: str) -> None:
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self) -> None:  # a model list, for clients that ask
                body = {"object": "list", "data": [{"id": "gpt-4.1", "object": "model"}]}
                self._send(json.dumps(body).encode(), "application/json")

            def do_POST(self) -> None:
                size = int(self.headers.get("Content-Length") or 0)
                request = json.loads(self.rfile.read(size) or b"{}")
                if model.api == "anthropic":
                    self._send(*model._anthropic(self.path, request))
                    return
                if model.api == "responses":
                    self._send(model._responses(request), "text/event-stream")
                    return
                if model.api == "gemini":
                    sse = model._gemini(self.path, request)
                    if sse is not None:
                        self._send(sse, "text/event-stream")
                        return
                    part = {"content": {"role": "model", "parts": [{"text": "{}"}]}}
                    body = {"candidates": [{**part, "finishReason": "STOP"}]}
                    self._send(json.dumps(body).encode(), "application/json")
                    return
                message, finish = model._next(request)
                usage = {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}
                base = {"id": "cmpl", "created": 1, "model": request.get("model", "m")}
                if not request.get("stream"):
                    done = {"index": 0, "message": message, "finish_reason": finish}
                    body = {**base, "object": "chat.completion", "choices": [done], "usage": usage}
                    self._send(json.dumps(body).encode(), "application/json")
                    return
                chunks = [
                    {"index": 0, "delta": message, "finish_reason": None},
                    {"index": 0, "delta": {}, "finish_reason": finish},
                ]
                out = b""
                for i, choice in enumerate(chunks):
                    chunk = {**base, "object": "chat.completion.chunk", "choices": [choice]}
                    if i == len(chunks) - 1:
                        chunk["usage"] = usage
                    out += b"data: " + json.dumps(chunk).encode() + b"\n\n"
                out += b"data: [DONE]\n\n"
                self._send(out, "text/event-stream")

        return Handler
