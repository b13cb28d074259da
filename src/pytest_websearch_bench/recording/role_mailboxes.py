"""Mailboxes that belong to a role, not to a person: kept by redaction.

A company publishes ``ventas@`` or ``licitaciones@`` for anyone to write to; those
addresses are evidence (a contact case is about them) and are never redacted. A
mailbox is a role's when its local part, or its first token (split on ``. _ - +``:
``ventas.mty@`` is a role), is one of these; ``redaction.yaml`` adds more
(``role_mailboxes``).
"""

from __future__ import annotations

# Local parts of mailboxes that belong to a role, not to a person. A mailbox is kept
# when its first token (split on . _ - +) is one of these: ventas.mty@ is a role.
DEFAULT_ROLE_MAILBOXES: tuple[str, ...] = (
    "ventas",
    "contacto",
    "contact",
    "info",
    "informes",
    "informacion",
    "licitaciones",
    "transparencia",
    "compras",
    "atencion",
    "atencionaclientes",
    "clientes",
    "servicio",
    "soporte",
    "support",
    "prensa",
    "press",
    "comunicacion",
    "rh",
    "rrhh",
    "reclutamiento",
    "empleo",
    "careers",
    "jobs",
    "facturacion",
    "cobranza",
    "proveedores",
    "exportaciones",
    "exportacion",
    "calidad",
    "legal",
    "juridico",
    "privacidad",
    "privacy",
    "hola",
    "hello",
    "sales",
    "admin",
    "administracion",
    "office",
    "oficina",
    "recepcion",
    "noreply",
    "no-reply",
    "webmaster",
    "marketing",
    "cotizaciones",
    "pedidos",
    "export",
    "investor",
    "inversionistas",
    "ir",
    "relacionconinversionistas",
    "media",
    "news",
    "noticias",
    "help",
    "ayuda",
)

# Users of a remote (``git@github.com:org/repo.git``, ``ssh://git@host/repo``,
# ``ubuntu@ec2-host:~/app``): the same name for everyone who logs in to the host, so
# naming no one. A remote is not a mailbox (nobody writes to it), and a README's clone
# line is evidence a case may cite: redaction keeps the remote whole when its user is
# one of these. Any other user of a remote is still redacted as an address would be: a
# login is often the person's own name (``ana.lopez@build-01:~/src``, Bitbucket's
# ``https://ana@bitbucket.org/...``) or a key id (CodeCommit's ``APKA...@git-codecommit``).
SERVICE_ACCOUNTS: frozenset[str] = frozenset(
    {
        "git",
        "hg",
        "root",
        "ubuntu",
        "debian",
        "centos",
        "fedora",
        "ec2-user",
        "azureuser",
        "opc",
        "core",
        "pi",
        "vagrant",
        "deploy",
        "user",
    }
)
