//! Work run in a task of its own, next after the browser has drawn and taken input, without
//! a timer's wait: a browser holds back a timer set from a timer's callback, nested five
//! deep, for at least 4 ms, so work cut into short tasks chained by zero timeouts idles a
//! third of its time or more. A message posted to a `MessageChannel` of the page's own is
//! a task with no such floor.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::time::Duration;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::MessageChannel;

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
    let work: Box<dyn FnOnce()> = Box::new(work);
    let unposted = CHANNEL.with_borrow_mut(|channel| {
        if channel.is_none() {
            *channel = open();
        }
        match channel {
            Some(channel) if channel.pair.port2().post_message(&JsValue::NULL).is_ok() => {
                channel.waiting.push_back(work);
                None
            }
            _ => Some(work),
        }
    });
    // A page that cannot open a channel or post to it still runs the work, after a timer.
    if let Some(work) = unposted {
        leptos::prelude::set_timeout(work, Duration::ZERO);
    }
}

/// The page's channel, its receiving port running the oldest work waiting for each message.
fn open() -> Option<Channel> {
    let pair = MessageChannel::new().ok()?;
    let receive = Closure::<dyn FnMut()>::new(|| {
        // Taken out before it runs: the work may post more.
        let work = CHANNEL.with_borrow_mut(|channel| channel.as_mut()?.waiting.pop_front());
        if let Some(work) = work {
            work();
        }
    });
    pair.port1()
        .set_onmessage(Some(receive.as_ref().unchecked_ref()));
    // The receiver lives as long as the page.
    receive.forget();
    Some(Channel {
        pair,
        waiting: VecDeque::new(),
    })
}
