//! Work run in a task of its own, next after the browser has drawn and taken input, without
//! a timer's wait: a browser holds back a timer set from a timer's callback, nested five
//! deep, for at least 4 ms, so work cut into short tasks chained by zero timeouts idles a
//! third of its time or more. A message posted to a `MessageChannel` of the page's own is
//! a task with no such floor.

use std::cell::RefCell;
use std::collections::VecDeque;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    type MessageChannel;
    #[wasm_bindgen(constructor)]
    fn new() -> MessageChannel;
    #[wasm_bindgen(method, getter)]
    fn port1(this: &MessageChannel) -> MessagePort;
    #[wasm_bindgen(method, getter)]
    fn port2(this: &MessageChannel) -> MessagePort;

    type MessagePort;
    #[wasm_bindgen(method, setter)]
    fn set_onmessage(this: &MessagePort, listener: &js_sys::Function);
    #[wasm_bindgen(method, js_name = postMessage)]
    fn post_message(this: &MessagePort, message: &JsValue);
}

/// The page's one channel (held whole, so that neither port is ever collected while work
/// waits), and the work waiting, a message each, in the order it was posted.
struct Channel {
    pair: MessageChannel,
    waiting: VecDeque<Box<dyn FnOnce()>>,
}

thread_local! {
    static CHANNEL: RefCell<Option<Channel>> = const { RefCell::new(None) };
}

/// Runs `work` in a task of its own, once the tasks already queued (input, drawing) have
/// run.
pub fn run_next_task(work: impl FnOnce() + 'static) {
    CHANNEL.with_borrow_mut(|channel| {
        let channel = channel.get_or_insert_with(open);
        channel.waiting.push_back(Box::new(work));
        channel.pair.port2().post_message(&JsValue::NULL);
    });
}

/// The page's channel, its receiving port running the oldest work waiting for each message.
fn open() -> Channel {
    let pair = MessageChannel::new();
    let receive = Closure::<dyn FnMut()>::new(|| {
        // Taken out before it runs: the work may post more.
        let work = CHANNEL.with_borrow_mut(|channel| channel.as_mut()?.waiting.pop_front());
        if let Some(work) = work {
            work();
        }
    });
    pair.port1().set_onmessage(receive.as_ref().unchecked_ref());
    // The receiver lives as long as the page.
    receive.forget();
    Channel {
        pair,
        waiting: VecDeque::new(),
    }
}
