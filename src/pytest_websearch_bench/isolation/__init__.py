"""Keeping an offline session off the network, in plain Python (no pytest).

Two layers, started by the plugin before any conftest is imported:

* ``gate``: an audit hook (``sys.addaudithook``) that refuses every non-AF_UNIX socket
  creation, connect, bind, sendto and sendmsg, and the resolver, in this process, while
  a locked session is active. The events are raised by ``_socket`` itself, so the C
  class, sockets made before the lock, asyncio and every library are covered.
* ``sandbox``: the OS sandbox, a new user and network namespace with only loopback up,
  which the process and everything it starts (subprocesses, curl, multiprocessing spawn,
  xdist workers) inherit.

``level`` says which isolation a process had, for the report header, the terminal
and the run file. Nothing is imported here: a dormant plugin loads neither ctypes nor
fcntl.
"""
