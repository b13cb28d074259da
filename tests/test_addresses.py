"""Which addresses are local (this machine, a private or link-local network): the one rule
behind the cassettes' ``local_address``, the reports' warnings and strict provenance."""

from __future__ import annotations

import ipaddress

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pytest_websearch_bench.addresses import address_scope, is_local, local_origin


@pytest.mark.parametrize(
    ("host", "scope"),
    [
        ("localhost", "loopback"),
        ("LOCALHOST.", "loopback"),
        ("emulator.localhost", "loopback"),
        ("127.0.0.1", "loopback"),
        ("127.8.9.10", "loopback"),
        ("127.1", "loopback"),  # the resolver's short form of 127.0.0.1
        ("2130706433", "loopback"),  # and its integer form
        ("::1", "loopback"),
        ("[::1]", "loopback"),
        ("::ffff:127.0.0.1", "loopback"),
        ("0.0.0.0", "unspecified"),
        ("::", "unspecified"),
        ("10.1.2.3", "private"),
        ("172.16.0.1", "private"),
        ("172.31.255.254", "private"),
        ("192.168.1.20", "private"),
        ("100.64.0.7", "private"),
        ("fd12:3456::1", "private"),
        ("169.254.169.254", "link-local"),
        ("fe80::1%eth0", "link-local"),
        ("api.tavily.com", None),
        ("localhost.example.com", None),  # a real domain that starts with the word
        ("172.32.0.1", None),
        ("8.8.8.8", None),
        ("2606:4700::1111", None),
        ("192.0.2.10", None),  # documentation range: not a network of this machine
        ("", None),
    ],
)
def test_each_kind_of_address(host: str, scope: str | None) -> None:
    assert address_scope(host) == scope


@pytest.mark.parametrize(
    ("url", "origin"),
    [
        ("http://127.0.0.1:8080/tavily", "http://127.0.0.1:8080"),
        ("http://127.0.0.1:8080/tavily/search?q=1", "http://127.0.0.1:8080"),
        ("HTTP://LocalHost:9000", "http://localhost:9000"),
        ("http://[::1]:9000/x", "http://[::1]:9000"),
        ("https://10.0.0.5/gateway/tavily", "https://10.0.0.5"),
        ("https://api.tavily.com/search", None),
        ("https://gateway.example.com/tavily", None),
        ("http://[::1/broken", None),  # not a URL: never an exception
        ("http://127.0.0.1:99999/", None),
        ("not a url", None),
    ],
)
def test_the_origin_of_a_local_url(url: str, origin: str | None) -> None:
    assert local_origin(url) == origin
    assert is_local(url) is (origin is not None)


@given(st.ip_addresses(v=4, network="127.0.0.0/8"))
def test_every_loopback_ipv4_is_local_in_every_written_form(ip: ipaddress.IPv4Address) -> None:
    for text in (str(ip), str(int(ip)), f"::ffff:{ip}", f"[::ffff:{ip}]"):
        assert address_scope(text) == "loopback", text
    assert local_origin(f"http://{ip}:8080/tavily") == f"http://{ip}:8080"


@given(
    st.one_of(
        st.ip_addresses(v=4, network="10.0.0.0/8"),
        st.ip_addresses(v=4, network="172.16.0.0/12"),
        st.ip_addresses(v=4, network="192.168.0.0/16"),
        st.ip_addresses(v=6, network="fc00::/7"),
    )
)
def test_private_ranges_are_local(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> None:
    assert address_scope(str(ip)) == "private"
    assert is_local(f"http://[{ip}]/" if ip.version == 6 else f"http://{ip}/")


@given(st.ip_addresses(v=4))
def test_a_public_ipv4_is_never_local(ip: ipaddress.IPv4Address) -> None:
    local = any(
        ip in ipaddress.ip_network(net)
        for net in (
            "127.0.0.0/8",
            "0.0.0.0/8",
            "10.0.0.0/8",
            "172.16.0.0/12",
            "192.168.0.0/16",
            "100.64.0.0/10",
            "169.254.0.0/16",
        )
    )
    assert (address_scope(str(ip)) is not None) is local


@given(st.from_regex(r"[a-z][a-z0-9-]{0,20}(\.[a-z][a-z0-9-]{0,20}){1,3}", fullmatch=True))
def test_a_name_is_never_resolved_only_localhost_names_are_local(name: str) -> None:
    expected = "loopback" if name == "localhost" or name.endswith(".localhost") else None
    assert address_scope(name) == expected
